import { Field, Select } from '@resort/shared';
import { MAX_CHILD_AGE } from '../../../../contract-rules';

const AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);

export interface ChildAgeSelectProps {
  index: number;
  value: string;
  onChange: (value: string) => void;
}

export function ChildAgeSelect({ index, value, onChange }: ChildAgeSelectProps) {
  const id = `lodging-child-age-${index + 1}`;
  return (
    <Field id={id} label={`Child ${index + 1} age`}>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Age</option>
        {AGES.map((age) => (
          <option key={age} value={String(age)}>
            {age === 0 ? 'Under 1' : age}
          </option>
        ))}
      </Select>
    </Field>
  );
}
