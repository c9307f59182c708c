import styled from 'styled-components';
import { formatMoney, theme } from '@resort/shared';
import type { LocationPricingStats, RentalLocation } from '../../../../contract';

const Group = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 ${theme.space.lg};
  display: grid;
  gap: ${theme.space.sm};
  ${theme.media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  }
`;

const Legend = styled.legend`
  font-weight: 700;
  font-size: ${theme.typeScale.lg};
  margin-bottom: ${theme.space.sm};
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  border: 2px solid ${(p) => (p.$checked ? theme.colors.navy : theme.colors.line)};
  background: ${(p) => (p.$checked ? theme.colors.mist : theme.colors.snow)};
  cursor: pointer;
  &:focus-within { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  input { margin-top: 4px; }
`;

const Detail = styled.span`
  display: block;
  font-size: ${theme.typeScale.sm};
  color: ${theme.colors.slate};
`;

interface LocationChoiceProps {
  legend: string;
  locations: RentalLocation[];
  stats: LocationPricingStats[];
  value: string;
  onChange: (locationId: string) => void;
}

/** The shop the gear comes from, with its lowest price for the period. */
export function LocationChoice({ legend, locations, stats, value, onChange }: LocationChoiceProps) {
  return (
    <Group>
      <Legend>{legend}</Legend>
      {locations.map((location) => {
        const stat = stats.find((s) => s.locationId === location.id);
        return (
          <Option key={location.id} $checked={value === location.id}>
            <input
              type="radio"
              name="rental-location"
              value={location.id}
              checked={value === location.id}
              onChange={() => onChange(location.id)}
            />
            <span>
              <strong>{location.name}</strong>
              <Detail>{location.address}</Detail>
              {stat ? <Detail>{stat.minPrice === null ? 'Sold Out' : `From ${formatMoney(stat.minPrice, stat.currency)}`}</Detail> : null}
            </span>
          </Option>
        );
      })}
    </Group>
  );
}

const Filters = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 ${theme.space.md};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  legend { font-weight: 600; margin-bottom: ${theme.space.xs}; }
  label { display: inline-flex; align-items: center; gap: ${theme.space.xs}; min-height: ${theme.sizes.touch}; cursor: pointer; }
`;

/** Which shops to compare (spec section 3, locationFilters: name, isChecked); the last one shown stays. */
export function LocationFilters({
  filters,
  onChange,
}: {
  filters: { name: string; isChecked: boolean }[];
  onChange: (name: string, isChecked: boolean) => void;
}) {
  const checked = filters.filter((f) => f.isChecked).length;
  return (
    <Filters>
      <legend>Shops to compare</legend>
      {filters.map((f) => (
        <label key={f.name}>
          <input
            type="checkbox"
            checked={f.isChecked}
            disabled={f.isChecked && checked === 1}
            onChange={(e) => onChange(f.name, e.target.checked)}
          />
          {f.name}
        </label>
      ))}
    </Filters>
  );
}
