import styled from 'styled-components';
import { BOOKING_TYPE, theme, type BookingType } from '@resort/shared';
import { InfoTip } from './info-tip';

const Group = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 ${theme.space.md};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

const Legend = styled.legend`
  font-size: ${theme.typeScale.sm};
  font-weight: 600;
  color: ${theme.colors.navy};
  margin-bottom: ${theme.space.xs};
`;

const Option = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.pill};
  border: 2px solid ${(p) => (p.$checked ? theme.colors.navy : theme.colors.line)};
  background: ${(p) => (p.$checked ? theme.colors.mist : theme.colors.snow)};
  color: ${theme.colors.navy};
  cursor: pointer;
  &:focus-within { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

interface BookingTypeChoiceProps {
  name: string;
  value: BookingType;
  onChange: (value: BookingType) => void;
}

/** Pickup at a shop or delivery to the guest's lodging (spec section 2). */
export function BookingTypeChoice({ name, value, onChange }: BookingTypeChoiceProps) {
  const options: Array<[BookingType, string]> = [
    [BOOKING_TYPE.pickup, 'Pick up'],
    [BOOKING_TYPE.delivery, 'Delivery'],
  ];
  return (
    <Group>
      <Legend>
        How would you like your gear?
        <InfoTip title="Pickup or delivery">
          <p>Pick up your gear at one of our rental shops, or have it delivered and fitted where you are staying.</p>
        </InfoTip>
      </Legend>
      {options.map(([type, label]) => (
        <Option key={type} $checked={value === type}>
          <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} />
          {label}
        </Option>
      ))}
    </Group>
  );
}
