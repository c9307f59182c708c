import { act, fireEvent, render, screen } from '@testing-library/react';
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

describe('extending the hold', () => {
  test('is offered while the hold lasts, and says how it went', () => {
    const onExtend = jest.fn();
    const now = () => Date.parse('2026-11-24T12:00:00Z');
    const { rerender } = render(<HoldCountdown expiresAt={['2026-11-24T12:05:00Z']} now={now} onExtend={onExtend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Extend hold' }));
    expect(onExtend).toHaveBeenCalledTimes(1);
    rerender(<HoldCountdown expiresAt={['2026-11-24T12:15:00Z']} now={now} onExtend={onExtend} extended />);
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    expect(screen.getByRole('status')).toHaveTextContent('Your items are held for another 15 minutes.');
    rerender(
      <HoldCountdown expiresAt={['2026-11-24T11:59:00Z']} now={now} onExtend={onExtend} extendError="Your hold has already ended." />,
    );
    expect(screen.queryByRole('button', { name: 'Extend hold' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Your hold has already ended.');
  });
});
