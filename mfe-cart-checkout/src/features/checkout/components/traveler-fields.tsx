import type { ChangeEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, theme } from '@resort/shared';
import type { TravelerErrors, TravelerValues } from '../model/traveler-form';

const Grid = styled.fieldset`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  display: grid;
  gap: 0 ${theme.space.md};
  ${theme.media.tablet} {
    grid-template-columns: 1fr 1fr 1fr;
  }
  legend {
    font-weight: 600;
    padding: 0 ${theme.space.xs};
  }
`;

const Clear = styled.div`
  grid-column: 1 / -1;
`;

interface Props {
  itemId: string;
  unitIndex: number;
  legend: string;
  values: TravelerValues;
  errors: TravelerErrors;
  onChange: (values: TravelerValues) => void;
  /** What the selling line asks of this same person (a lesson participant's ability level), drawn below. */
  children?: ReactNode;
  /** Clears a saved person from the unit ("unassign traveler"); absent while nobody is saved. */
  onClear?: () => void;
  /** Offered when several people are saved: this person as the trip's primary traveler. */
  primary?: { checked: boolean; onChoose: () => void };
}

/** First name, last name and date of birth of the person one unit (one ticket, one seat) is for. */
export function TravelerFields({ itemId, unitIndex, legend, values, errors, onChange, children, onClear, primary }: Props) {
  const id = `assign-${itemId}-${unitIndex}`;
  const set = (key: keyof TravelerValues) => (e: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [key]: e.target.value });
  return (
    <Grid>
      <legend>{legend}</legend>
      <Field id={`${id}-first`} label="First name" error={errors.firstName}>
        <Input
          id={`${id}-first`}
          data-testid={`${id}-first`}
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          aria-invalid={Boolean(errors.firstName)}
        />
      </Field>
      <Field id={`${id}-last`} label="Last name" error={errors.lastName}>
        <Input
          id={`${id}-last`}
          data-testid={`${id}-last`}
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          aria-invalid={Boolean(errors.lastName)}
        />
      </Field>
      <Field id={`${id}-dob`} label="Date of birth (MM/DD/YYYY)" error={errors.dateOfBirth}>
        <Input
          id={`${id}-dob`}
          data-testid={`${id}-dob`}
          autoComplete="bday"
          inputMode="numeric"
          placeholder="MM/DD/YYYY"
          value={values.dateOfBirth}
          onChange={set('dateOfBirth')}
          aria-invalid={Boolean(errors.dateOfBirth)}
        />
      </Field>
      {children}
      {primary ? (
        <Clear>
          <label>
            <input type="radio" name="primary-traveler" checked={primary.checked} onChange={primary.onChoose} /> Primary traveler for this
            trip
          </label>
        </Clear>
      ) : null}
      {onClear ? (
        <Clear>
          <Button type="button" $variant="link" onClick={onClear} aria-label={`Clear traveler: ${legend}`}>
            Clear traveler
          </Button>
        </Clear>
      ) : null}
    </Grid>
  );
}
