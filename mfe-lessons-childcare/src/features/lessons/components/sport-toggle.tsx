import styled from 'styled-components';
import { theme } from '@resort/shared';
import { LESSON_SPORTS } from '../model/lesson-options';

const Group = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  border: none;
  margin: 0;
  padding: 0;
`;

const Caption = styled.span`
  display: block;
  font-size: ${theme.typeScale.sm};
  font-weight: 600;
  margin-bottom: ${theme.space.xs};
  color: ${theme.colors.navy};
`;

// "Sport filter toggles selected and unselected styles" (spec section 4).
const Toggle = styled.button<{ $selected: boolean }>`
  flex: 1;
  font: inherit;
  font-weight: 600;
  min-height: ${theme.sizes.touch};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.pill};
  border: 2px solid ${theme.colors.navy};
  cursor: pointer;
  background: ${(p) => (p.$selected ? theme.colors.navy : theme.colors.snow)};
  color: ${(p) => (p.$selected ? theme.colors.snow : theme.colors.navy)};
  &:hover { background: ${(p) => (p.$selected ? theme.colors.navyLight : theme.colors.mist)}; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

export function SportToggle({ value, onChange }: { value: string; onChange: (sport: string) => void }) {
  return (
    <div>
      <Caption id="lessons-sport-label">Sport</Caption>
      <Group role="group" aria-labelledby="lessons-sport-label">
        {LESSON_SPORTS.map((sport) => (
          <Toggle
            key={sport.id}
            type="button"
            $selected={value === sport.id}
            aria-pressed={value === sport.id}
            data-selected={value === sport.id}
            onClick={() => onChange(sport.id)}
          >
            {sport.label}
          </Toggle>
        ))}
      </Group>
    </div>
  );
}
