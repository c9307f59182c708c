import { useState } from 'react';
import styled from 'styled-components';
import { Button, theme, Modal } from '@resort/shared';
import type { BillingAddress } from '../../../../contract';

const Choices = styled.fieldset`
  border: 0;
  margin: 0 0 ${theme.space.md};
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space.sm};
    align-items: start;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.md};
    cursor: pointer;
  }
  label:has(input:checked) { border-color: ${theme.colors.navy}; background: ${theme.colors.mist}; }
  span { display: block; }
`;

const oneLine = (a: BillingAddress) => `${a.line1}, ${a.city}, ${a.region} ${a.postalCode}, ${a.country}`;

interface Props {
  typed: BillingAddress;
  suggestion: BillingAddress | null;
  /** The address the visitor keeps: the suggestion or their own. */
  onChoose: (address: BillingAddress) => void;
}

/** The spec's address suggestions modal: the standard form of the address, or the visitor's own. */
export function AddressSuggestion({ typed, suggestion, onChoose }: Props) {
  const [choice, setChoice] = useState<'suggested' | 'typed'>('suggested');
  if (!suggestion) return null;
  return (
    <Modal open closable={false} onClose={() => onChoose(typed)} title="Check your address">
      <p>We could not match the address exactly as entered. Which one should we use?</p>
      <Choices aria-label="Billing address to use">
        <label>
          <input type="radio" name="address-choice" checked={choice === 'suggested'} onChange={() => setChoice('suggested')} />
          <span>
            <strong>Suggested address</strong>
            <span data-testid="suggested-address">{oneLine(suggestion)}</span>
          </span>
        </label>
        <label>
          <input type="radio" name="address-choice" checked={choice === 'typed'} onChange={() => setChoice('typed')} />
          <span>
            <strong>As entered</strong>
            <span>{oneLine(typed)}</span>
          </span>
        </label>
      </Choices>
      <Button type="button" onClick={() => onChoose(choice === 'suggested' ? suggestion : typed)}>
        Use this address
      </Button>
    </Modal>
  );
}
