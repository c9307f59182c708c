import { SEASON_PASS_ANALYTICS_EVENT, seasonPassAnalytics, seasonPassLink } from './season-pass';

describe('season pass tab', () => {
  it('"The selected value becomes the submit link\'s href"', () => {
    expect(seasonPassLink('/passes/epic-pass')).toBe('/passes/epic-pass');
    expect(seasonPassLink('')).toBeNull();
  });

  it('"The selected pass name is recorded for analytics"', () => {
    expect(seasonPassAnalytics(' Epic Local Pass ')).toEqual({ event: SEASON_PASS_ANALYTICS_EVENT, data: { passName: 'Epic Local Pass' } });
  });
});
