import '@testing-library/jest-dom';
import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, type DatePickerProps } from './date-picker';
import { Modal } from './modal';

type HarnessProps = Partial<DatePickerProps> & { initial?: string; onValue?: (value: string) => void };

function Harness({ initial = '', onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      id="start"
      label="Start date"
      today="2026-11-22"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

function setPhone(phone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: phone && query.includes('max-width: 767px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

const day = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-date="${iso}"]`)!;

afterEach(() => {
  setPhone(false);
  document.body.style.overflow = '';
});

describe('DatePicker', () => {
  it('accepts MM/DD/YY and emits MM/DD/YYYY ("MM/DD/YY is also accepted")', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    await user.type(screen.getByLabelText('Start date'), '12/05/26');
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith('12/05/2026');
    expect(screen.getByLabelText('Start date')).toHaveValue('12/05/2026');
  });

  it('leaves text that is not a date as typed, for the form to flag', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Start date'), '13/45/2026');
    await user.tab();
    expect(screen.getByLabelText('Start date')).toHaveValue('13/45/2026');
  });

  it('opens a month grid from the calendar button with the chosen day focused and labelled in words', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12/05/2026" />);
    const toggle = screen.getByTestId('start-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const grid = screen.getByRole('grid', { name: 'December 2026' });
    const chosen = within(grid).getByRole('button', { name: 'Saturday, December 5, 2026' });
    expect(chosen).toHaveFocus();
    expect(chosen).toHaveAttribute('data-date', '2026-12-05');
    expect(chosen.closest('td')).toHaveAttribute('aria-selected', 'true');
    // One tab stop in the grid: the focused day.
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
  });

  it("opens on the resort's today when nothing is chosen", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByTestId('start-toggle'));
    expect(day('2026-11-22')).toHaveFocus();
    expect(day('2026-11-22')).toHaveAttribute('aria-current', 'date');
  });

  it('moves by day and week with the arrows, by month with PageUp/PageDown, to the week ends with Home/End', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12/05/2026" />);
    await user.click(screen.getByTestId('start-toggle'));
    await user.keyboard('{ArrowRight}');
    expect(day('2026-12-06')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('2026-12-13')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day('2026-12-05')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('2026-11-29')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('2026-12-05')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    expect(day('2027-01-05')).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(day('2026-11-05')).toHaveFocus();
  });

  it('picks the focused day with Enter or Space, closes and returns focus to the calendar button', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness initial="12/05/2026" onValue={onValue} />);
    await user.click(screen.getByTestId('start-toggle'));
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('12/06/2026');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByTestId('start-toggle')).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowRight} ');
    expect(onValue).toHaveBeenLastCalledWith('12/07/2026');
  });

  it('picks a day by click', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    await user.click(screen.getByTestId('start-toggle'));
    await user.click(day('2026-11-28'));
    expect(onValue).toHaveBeenCalledWith('11/28/2026');
    expect(screen.getByLabelText('Start date')).toHaveValue('11/28/2026');
  });

  it('closes on Escape and returns focus to the calendar button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByTestId('start-toggle'));
    expect(screen.getByRole('grid')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByTestId('start-toggle')).toHaveFocus();
  });

  it("shows each day's price or 'Sold Out' under the day number; sold-out days are not pickable", async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(
      <Harness
        initial="12/05/2026"
        onValue={onValue}
        subLabels={{ '2026-12-05': { text: '$89' }, '2026-12-06': { text: 'Sold Out', soldOut: true } }}
      />,
    );
    await user.click(screen.getByTestId('start-toggle'));
    expect(day('2026-12-05')).toHaveTextContent('5$89');
    expect(day('2026-12-05')).toHaveAccessibleDescription('$89');
    expect(day('2026-12-06')).toHaveTextContent('Sold Out');
    expect(day('2026-12-06')).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('2026-12-06'));
    await user.keyboard('{Enter}');
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByRole('grid')).toBeInTheDocument();
  });

  it('honours min, max and disabled dates', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness onValue={onValue} min="11/25/2026" max="12/10/2026" disabledDates={['2026-11-27']} />);
    await user.click(screen.getByTestId('start-toggle'));
    // Today (11/22) is before min: the calendar opens on min.
    expect(day('2026-11-25')).toHaveFocus();
    expect(day('2026-11-24')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-11-27')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(day('2026-11-24'));
    await user.click(day('2026-11-27'));
    expect(onValue).not.toHaveBeenCalled();
    // The keyboard cannot leave the range either.
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day('2026-11-25')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(day('2026-12-11')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-12-10')).not.toHaveAttribute('aria-disabled');
  });

  it('only lets enabled dates be picked when they are given', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12/05/2026" enabledDates={['2026-12-12']} />);
    await user.click(screen.getByTestId('start-toggle'));
    expect(day('2026-12-05')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-12-12')).not.toHaveAttribute('aria-disabled');
  });

  it('"If min date is after max date, the max is dropped and the input disabled"', () => {
    render(<Harness min="12/10/2026" max="12/01/2026" />);
    expect(screen.getByLabelText('Start date')).toBeDisabled();
    expect(screen.getByTestId('start-toggle')).toBeDisabled();
  });

  it('shows an error and marks the input invalid', () => {
    render(<Harness error="Required Field" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Required Field');
    expect(screen.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('Format MM/DD/YYYY Required Field');
  });

  it('"When shown outside a modal it adds an overlay and on mobile locks body scrolling; on hide both are restored"', async () => {
    setPhone(true);
    document.body.style.overflow = 'scroll';
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByTestId('start-toggle'));
    expect(screen.getByTestId('start-overlay')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('start-overlay')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('leaves body scrolling alone on larger screens, and a click on the overlay closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByTestId('start-toggle'));
    expect(document.body.style.overflow).toBe('');
    await user.click(screen.getByTestId('start-overlay'));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByTestId('start-toggle')).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <button type="button">Search</button>
      </>,
    );
    await user.click(screen.getByTestId('start-toggle'));
    await act(async () => {
      screen.getByRole('button', { name: 'Search' }).focus();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('inside a modal adds no overlay and Escape closes only the calendar', async () => {
    setPhone(true);
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Modal open onClose={onClose} title="Dates">
        <Harness />
      </Modal>,
    );
    await user.click(await screen.findByTestId('start-toggle'));
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(screen.queryByTestId('start-overlay')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Dates' })).toBeInTheDocument();
  });
});
