import { act, render, screen } from '@testing-library/react';
import { HOLD_EXPIRED, HoldCountdown, timeLeft } from './hold-countdown';

describe('hold countdown', () => {
  test('formats the time left as m:ss, never below zero', () => {
    expect(timeLeft(15 * 60_000)).toBe('15:00');
    expect(timeLeft(61_500)).toBe('1:02');
    expect(timeLeft(-5)).toBe('0:00');
  });

  test('counts down from the earliest hold and says what happens when it runs out', () => {
    jest.useFakeTimers();
    let now = Date.parse('2026-11-24T12:00:00Z');
    render(<HoldCountdown expiresAt={['2026-11-24T12:10:00Z', '2026-11-24T12:00:02Z']} now={() => now} />);
    expect(screen.getByRole('timer')).toHaveTextContent('0:02');
    now += 3000;
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('hold-countdown')).toHaveTextContent(HOLD_EXPIRED);
    jest.useRealTimers();
  });
});
