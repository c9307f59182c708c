import '@testing-library/jest-dom';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DatePicker } from './date-picker';

// Its own file, so the month grid has not loaded yet when the calendar first opens.

function Harness() {
  const [value, setValue] = useState('');
  return <DatePicker id="start" label="Start date" today="2026-11-22" value={value} onChange={setValue} />;
}

describe('date picker whose month grid loads when first wanted', () => {
  it('opens at once, focuses the day when the grid arrives, and keeps grid and focus while stepping months', async () => {
    render(<Harness />);
    // A keyboard open: neither the pointer nor the focus reached the field before.
    fireEvent.keyDown(screen.getByLabelText('Start date'), { key: 'ArrowDown', altKey: true });
    expect(screen.getByRole('dialog', { name: 'Start date calendar' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the calendar');

    const grid = await screen.findByRole('grid');
    expect(document.activeElement).toHaveAttribute('data-date', '2026-11-22');
    expect(screen.queryByRole('status')).toBeNull();

    const next = screen.getByRole('button', { name: 'Next month' });
    next.focus();
    await act(async () => next.click());
    expect(screen.getByRole('grid')).toBe(grid);
    expect(document.activeElement).toBe(next);
    expect(screen.getByText('December 2026')).toBeInTheDocument();
  });
});
