import '@testing-library/jest-dom';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLodgingCheckIn, changeLodgingCheckOut, initialLodgingState, lodgingCheckOutMax, lodgingCheckOutMin } from '../rules/lodging';
import { DatePicker } from './date-picker';

// The lodging tab's two fields with the real range rules, as every line's forms wire them.
function Stay({ onSearch }: { onSearch?: (stay: { checkIn: string; checkOut: string }) => void }) {
  const [state, setState] = useState({ ...initialLodgingState('12/20/2026'), checkOut: '12/31/2026' });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSearch?.({ checkIn: state.checkIn, checkOut: state.checkOut });
      }}
    >
      <DatePicker
        id="in"
        label="Check-in"
        value={state.checkIn}
        min="11/28/2026"
        today="2026-11-28"
        onChange={(v) => setState((s) => changeLodgingCheckIn(s, v))}
      />
      <DatePicker
        id="out"
        label="Check-out"
        value={state.checkOut}
        min={lodgingCheckOutMin(state.checkIn)}
        max={lodgingCheckOutMax(state.checkIn)}
        today="2026-11-28"
        onChange={(v) => setState((s) => changeLodgingCheckOut(s, v))}
      />
      <button type="submit">Search lodging</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

async function typeEach(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, text: string) {
  const seen: string[] = [];
  for (const char of text) {
    await user.type(input, char);
    seen.push(input.value);
  }
  return seen;
}

describe('a date field while it is typed into', () => {
  it('never rewrites the text being typed: 1, 12/2, 12/28/20 stay as typed, and the other field does not move', async () => {
    const user = userEvent.setup();
    render(<Stay />);
    await user.clear(field('Check-in'));
    const seen = await typeEach(user, field('Check-in'), '12/28/2026');
    expect(seen).toEqual(['1', '12', '12/', '12/2', '12/28', '12/28/', '12/28/2', '12/28/20', '12/28/202', '12/28/2026']);
    expect(field('Check-out')).toHaveValue('12/31/2026');
    await user.tab();
    expect(field('Check-in')).toHaveValue('12/28/2026');
    expect(field('Check-out')).toHaveValue('12/31/2026');
  });

  it('clearing and typing again gives the date typed, not the two run together', async () => {
    const user = userEvent.setup();
    render(<Stay />);
    await user.clear(field('Check-in'));
    await user.type(field('Check-in'), '12/28/2026');
    await user.clear(field('Check-in'));
    await user.type(field('Check-in'), '12/29/2026');
    await user.tab();
    expect(field('Check-in')).toHaveValue('12/29/2026');
  });

  it('digits alone (12282026) stay as typed while focused and read as 12/28/2026 once left', async () => {
    const user = userEvent.setup();
    render(<Stay />);
    await user.clear(field('Check-in'));
    await user.type(field('Check-in'), '12282026');
    expect(field('Check-in')).toHaveValue('12282026');
    await user.tab();
    expect(field('Check-in')).toHaveValue('12/28/2026');
  });

  it('a two-digit year reads as MM/DD/YY once the field is left', async () => {
    const user = userEvent.setup();
    render(<Stay />);
    await user.clear(field('Check-out'));
    await user.type(field('Check-out'), '12/30/26');
    expect(field('Check-out')).toHaveValue('12/30/26');
    await user.tab();
    expect(field('Check-out')).toHaveValue('12/30/2026');
  });

  it('Enter ends the entry before the form reads it: the search gets the dates typed', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<Stay onSearch={onSearch} />);
    await user.clear(field('Check-out'));
    await user.type(field('Check-out'), '12/23/26{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ checkIn: '12/20/2026', checkOut: '12/23/2026' });
  });

  it('a pasted check-in after check-out moves check-out and says so next to it', async () => {
    const user = userEvent.setup();
    render(<Stay />);
    await user.clear(field('Check-in'));
    await user.paste('01/05/2027');
    expect(field('Check-in')).toHaveValue('01/05/2027');
    expect(field('Check-out')).toHaveValue('01/06/2027');
    const note = screen.getByTestId('out-note');
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(note).toHaveTextContent('Check-out moved to 01/06/2027 to fit the dates entered.');
  });

  it('a pasted check-in before check-out keeps check-out: the stay is the one entered', async () => {
    const user = userEvent.setup();
    render(<Stay />);
    await user.clear(field('Check-in'));
    await user.paste('12/28/2026');
    await user.tab();
    expect(field('Check-in')).toHaveValue('12/28/2026');
    expect(field('Check-out')).toHaveValue('12/31/2026');
    expect(screen.getByTestId('out-note')).toBeEmptyDOMElement();
  });

  it('says when an entered date is past the 28-night limit or before the first date', async () => {
    const user = userEvent.setup();
    render(<Stay />);
    await user.clear(field('Check-out'));
    await user.type(field('Check-out'), '01/30/2027');
    expect(screen.getByTestId('out-note')).toHaveTextContent('Check-out: the last date you can choose is 01/17/2027.');
    await user.clear(field('Check-in'));
    await user.type(field('Check-in'), '11/01/2026');
    expect(screen.getByTestId('in-note')).toHaveTextContent('Check-in: the first date you can choose is 11/28/2026.');
  });
});
