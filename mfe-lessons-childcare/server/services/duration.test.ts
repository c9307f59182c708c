import { describeDuration } from './duration';

describe('describeDuration', () => {
  it.each([
    [180, '3 hours'],
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [45, '45 minutes'],
    [1, '1 minute'],
    [0, '0 minutes'],
  ])('reads %i minutes as "%s"', (minutes, text) => {
    expect(describeDuration(minutes)).toBe(text);
  });
});
