import { useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, Field, Input, Label, Select, theme, Modal } from '@resort/shared';
import { type ConfigureField as FieldSpec } from '@resort/shared/cart';
import { centimetresOf, type Draft } from '../model/configure-answers';

const Choice = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${theme.space.md};
  legend {
    font-weight: 600;
    margin-bottom: ${theme.space.xs};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    margin-right: ${theme.space.lg};
    min-height: 44px;
  }
`;

const Tick = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 44px;
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-end;
  flex-wrap: wrap;
`;

interface Props {
  id: string;
  field: FieldSpec;
  value: Draft;
  error?: string;
  /** `commit` is true when the answer should be saved now (a tick, a choice, leaving a text box). */
  onChange: (value: Draft, commit: boolean) => void;
}

/** One field a line asks for in checkout's configure step, drawn by its kind (shared/src/cart/configure.ts). */
export function ConfigureField({ id, field, value, error, onChange }: Props) {
  const [termsOpen, setTermsOpen] = useState(false);
  const described = error ? `${id}-error` : undefined;

  if (field.kind === 'acknowledge') {
    return (
      <Tick>
        <label htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            aria-invalid={Boolean(error)}
            aria-describedby={described}
            onChange={(e) => onChange(e.target.checked, true)}
          />
          {field.label}
        </label>
        {field.terms ? (
          <>
            <Button type="button" $variant="secondary" onClick={() => setTermsOpen(true)}>
              Read the {field.terms.title}
            </Button>
            <Modal open={termsOpen} onClose={() => setTermsOpen(false)} title={field.terms.title}>
              <p>{field.terms.body}</p>
            </Modal>
          </>
        ) : null}
        {error ? (
          <ErrorText id={`${id}-error`} role="alert">
            {error}
          </ErrorText>
        ) : null}
      </Tick>
    );
  }

  if (field.kind === 'yes-no') {
    return (
      <Choice aria-describedby={described}>
        <legend>{field.label}</legend>
        {[
          { label: 'Yes', on: true },
          { label: 'No', on: false },
        ].map((o) => (
          <label key={o.label} htmlFor={`${id}-${o.label}`}>
            <input id={`${id}-${o.label}`} type="radio" name={id} checked={value === o.on} onChange={() => onChange(o.on, true)} />
            {o.label}
          </label>
        ))}
        {error ? (
          <ErrorText id={`${id}-error`} role="alert">
            {error}
          </ErrorText>
        ) : null}
      </Choice>
    );
  }

  if (field.kind === 'select') {
    return (
      <Field id={id} label={field.label} error={error}>
        <Select
          id={id}
          value={typeof value === 'string' ? value : ''}
          aria-invalid={Boolean(error)}
          onChange={(e) => onChange(e.target.value || null, true)}
        >
          <option value="">Select</option>
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
    );
  }

  if (field.kind === 'height') return <HeightField id={id} field={field} value={value} error={error} onChange={onChange} />;

  const text = typeof value === 'string' ? value : '';
  const label = field.kind === 'date' ? `${field.label} (MM/DD/YYYY)` : field.label;
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        type={field.kind === 'tel' ? 'tel' : field.kind === 'time' ? 'time' : 'text'}
        autoComplete={field.kind === 'tel' ? 'tel' : undefined}
        inputMode={field.kind === 'number' || field.kind === 'date' ? 'numeric' : undefined}
        placeholder={field.kind === 'date' ? 'MM/DD/YYYY' : undefined}
        value={text}
        aria-invalid={Boolean(error)}
        onChange={(e) => onChange(e.target.value, false)}
        onBlur={(e) => onChange(e.target.value, true)}
      />
    </Field>
  );
}

/** "Height for rentals" (spec section 5): centimetres, or feet and inches turned into centimetres. */
function HeightField({ id, field, value, error, onChange }: Props) {
  const [unit, setUnit] = useState<'cm' | 'ft'>('cm');
  const [feet, setFeet] = useState('');
  const [inches, setInches] = useState('');
  const cm = typeof value === 'string' ? value : '';
  const fromFeet = (f: string, i: string) => {
    const ft = Number(f || 0);
    const inch = Number(i || 0);
    if (!Number.isFinite(ft) || !Number.isFinite(inch) || (!f && !i)) return null;
    return String(centimetresOf(ft, inch));
  };
  return (
    <div>
      <Row>
        <div>
          <Label htmlFor={`${id}-unit`}>{field.label}: unit</Label>
          <Select id={`${id}-unit`} value={unit} onChange={(e) => setUnit(e.target.value as 'cm' | 'ft')}>
            <option value="cm">Centimetres</option>
            <option value="ft">Feet and inches</option>
          </Select>
        </div>
        {unit === 'cm' ? (
          <div>
            <Label htmlFor={id}>{field.label} in centimetres</Label>
            <Input
              id={id}
              inputMode="numeric"
              value={cm}
              aria-invalid={Boolean(error)}
              onChange={(e) => onChange(e.target.value, false)}
              onBlur={(e) => onChange(e.target.value, true)}
            />
          </div>
        ) : (
          <>
            <div>
              <Label htmlFor={`${id}-feet`}>{field.label}: feet</Label>
              <Input
                id={`${id}-feet`}
                inputMode="numeric"
                value={feet}
                onChange={(e) => setFeet(e.target.value)}
                onBlur={() => onChange(fromFeet(feet, inches), true)}
              />
            </div>
            <div>
              <Label htmlFor={`${id}-inches`}>{field.label}: inches</Label>
              <Input
                id={`${id}-inches`}
                inputMode="numeric"
                value={inches}
                onChange={(e) => setInches(e.target.value)}
                onBlur={() => onChange(fromFeet(feet, inches), true)}
              />
            </div>
          </>
        )}
      </Row>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </div>
  );
}
