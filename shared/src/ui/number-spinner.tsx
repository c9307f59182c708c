import { useState } from 'react';
import styled from 'styled-components';
import { clampSpinnerValue, stepSpinnerValue } from '../rules/spinner';
import { theme, Label } from '@resort/shared';

// The rule lives in rules/spinner; re-exported so that existing imports of it keep working.
export { clampSpinnerValue } from '../rules/spinner';

const Row = styled.div`
  display: flex;
  align-items: stretch;
  border: 1px solid ${theme.colors.slate};
  border-radius: ${theme.radii.sm};
  overflow: hidden;
  width: 100%;
  max-width: 180px;
  background: ${theme.colors.snow};
  &:focus-within { box-shadow: 0 0 0 1px ${theme.colors.focus}; border-color: ${theme.colors.focus}; }
`;

const Step = styled.button`
  flex: none;
  width: ${theme.sizes.touch};
  min-height: ${theme.sizes.touch};
  border: none;
  background: ${theme.colors.mist};
  color: ${theme.colors.navy};
  font-size: ${theme.typeScale.lg};
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${theme.colors.line}; }
  &:disabled { color: ${theme.colors.disabled}; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: -3px; }
`;

const Value = styled.input`
  flex: 1;
  min-width: 0;
  border: none;
  text-align: center;
  font: inherit;
  font-weight: 600;
  color: ${theme.colors.navy};
  background: ${theme.colors.snow};
  &:focus-visible { outline: none; }
`;

export interface NumberSpinnerProps {
  id: string;
  label: string;
  value: number;
  min: number;
  /** The spec's data-max-input-value. */
  max: number;
  onChange: (value: number) => void;
  /** Lets a rule outside the spinner disable the plus button (lodging guest limits). */
  plusDisabled?: boolean;
}

/**
 * Spec section 5: digits only, clamped to the minimum and the data-max-input-value, step 1.
 * While typing, a number below the minimum is let stand (typing '12' passes through '1'), and is
 * clamped when the field is left; a number above the maximum is clamped at once.
 */
export function NumberSpinner({ id, label, value, min, max, onChange, plusDisabled }: NumberSpinnerProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const emit = (next: number) => {
    if (next !== value) onChange(next);
  };
  const step = (direction: 1 | -1) => {
    if (direction === 1 && plusDisabled) return;
    setDraft(null);
    emit(stepSpinnerValue(value, direction, min, max));
  };

  const onType = (text: string) => {
    const digits = text.replace(/\D/g, '');
    if (digits === '') {
      setDraft('');
      return;
    }
    const typed = Number(digits);
    if (typed > max) {
      setDraft(String(max));
      emit(max);
      return;
    }
    setDraft(String(typed));
    if (typed >= min) emit(typed);
  };

  const settle = () => {
    if (draft === null) return;
    setDraft(null);
    emit(clampSpinnerValue(draft, min, max));
  };

  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Step type="button" aria-label={`Fewer ${label}`} aria-controls={id} disabled={value <= min} onClick={() => step(-1)}>
          −
        </Step>
        <Value
          id={id}
          role="spinbutton"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value}
          value={draft ?? String(value)}
          data-max-input-value={max}
          onChange={(e) => onType(e.target.value)}
          onBlur={settle}
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
              e.preventDefault();
              step(e.key === 'ArrowUp' ? 1 : -1);
            }
          }}
        />
        <Step type="button" aria-label={`More ${label}`} aria-controls={id} disabled={plusDisabled || value >= max} onClick={() => step(1)}>
          +
        </Step>
      </Row>
    </div>
  );
}
