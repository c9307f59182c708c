import '@testing-library/jest-dom';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberSpinner } from './number-spinner';

function Harness({
  initial = 2,
  min = 1,
  max = 19,
  plusDisabled,
  onValue,
}: {
  initial?: number;
  min?: number;
  max?: number;
  plusDisabled?: boolean;
  onValue?: (v: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberSpinner
        id="adults"
        label="Adults"
        value={value}
        min={min}
        max={max}
        plusDisabled={plusDisabled}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Adults');
const shown = () => screen.getByTestId('value').textContent;

describe('NumberSpinner', () => {
  it('steps by 1 with the buttons ("step 1")', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} />);
    await user.click(screen.getByRole('button', { name: 'More Adults' }));
    expect(shown()).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Fewer Adults' }));
    await user.click(screen.getByRole('button', { name: 'Fewer Adults' }));
    expect(shown()).toBe('1');
    expect(input()).toHaveValue('1');
  });

  it('steps with the arrow keys and exposes its range to assistive technology', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} max={6} />);
    const spin = screen.getByRole('spinbutton', { name: 'Adults' });
    expect(spin).toHaveAttribute('aria-valuemin', '1');
    expect(spin).toHaveAttribute('aria-valuemax', '6');
    expect(spin).toHaveAttribute('data-max-input-value', '6');
    await user.click(spin);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(shown()).toBe('4');
    expect(spin).toHaveAttribute('aria-valuenow', '4');
    await user.keyboard('{ArrowDown}');
    expect(shown()).toBe('3');
  });

  it('disables minus at the minimum and plus at the data-max-input-value ("clamped to the minimum and the data-max-input-value")', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    const { unmount } = render(<Harness initial={1} min={1} max={3} onValue={onValue} />);
    expect(screen.getByRole('button', { name: 'Fewer Adults' })).toBeDisabled();
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    expect(onValue).not.toHaveBeenCalled();
    unmount();
    render(<Harness initial={3} min={1} max={3} onValue={onValue} />);
    expect(screen.getByRole('button', { name: 'More Adults' })).toBeDisabled();
    await user.click(input());
    await user.keyboard('{ArrowUp}');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('lets an outside rule disable the plus button', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness initial={2} plusDisabled onValue={onValue} />);
    expect(screen.getByRole('button', { name: 'More Adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fewer Adults' })).toBeEnabled();
    await user.click(input());
    await user.keyboard('{ArrowUp}');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('keeps digits only ("digits only")', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} />);
    await user.clear(input());
    await user.type(input(), '1a-2.');
    expect(input()).toHaveValue('12');
    expect(shown()).toBe('12');
  });

  it('clamps typed numbers above the data-max-input-value at once', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} max={19} />);
    await user.clear(input());
    await user.type(input(), '25');
    expect(input()).toHaveValue('19');
    expect(shown()).toBe('19');
  });

  it('lets a number pass below the minimum while typing and clamps it when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness initial={5} min={2} max={19} />);
    await user.clear(input());
    await user.type(input(), '1');
    expect(input()).toHaveValue('1');
    expect(shown()).toBe('5');
    await user.type(input(), '2');
    expect(shown()).toBe('12');

    await user.clear(input());
    await user.type(input(), '1');
    await user.tab();
    expect(input()).toHaveValue('2');
    expect(shown()).toBe('2');
  });

  it('falls back to the minimum when left empty', async () => {
    const user = userEvent.setup();
    render(<Harness initial={4} min={1} />);
    await user.clear(input());
    await user.tab();
    expect(input()).toHaveValue('1');
    expect(shown()).toBe('1');
  });
});
