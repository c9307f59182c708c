import { useState } from 'react';
import styled from 'styled-components';
import { ErrorText, theme, visitorMessage } from '@resort/shared';
import { useSetResortChargeMutation } from '../../cart/api/set-resort-charge';

const Option = styled.label`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  min-height: 44px;
  margin: 0 0 ${theme.space.md};
  input { width: 20px; height: 20px; flex: none; margin-top: 2px; }
  small { display: block; color: ${theme.colors.slate}; }
`;

interface Props {
  enrolled: boolean;
  onChanged?: () => void;
}

/** Resort charge (spec "resort charge"): on-mountain purchases charged to the card of this order, by choice. */
export function ResortChargeOption({ enrolled, onChanged }: Props) {
  const save = useSetResortChargeMutation();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const checked = chosen ?? enrolled;
  return (
    <>
      <Option htmlFor="resort-charge">
        <input
          id="resort-charge"
          data-testid="resort-charge"
          type="checkbox"
          checked={checked}
          aria-busy={save.isPending}
          onChange={(e) => {
            setChosen(e.target.checked);
            save.mutate(e.target.checked, { onSuccess: () => onChanged?.(), onError: () => setChosen(null) });
          }}
        />
        <span>
          Enroll in resort charge
          <small>Pay for food, drinks and shopping on the mountain with your pass, charged to this card.</small>
        </span>
      </Option>
      {save.isError ? <ErrorText role="alert">{visitorMessage(save.error)}</ErrorText> : null}
    </>
  );
}
