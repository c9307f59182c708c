import styled from 'styled-components';
import { theme } from '@resort/shared';
import { type DayChoice, type Selection, longDay, shortDay } from '../model/day-choices';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Row = styled.li<{ $status: DayChoice['status'] }>`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.sm} ${theme.space.md};
  display: grid;
  gap: ${theme.space.xs};
  background: ${({ $status }) => ($status === 'unavailable' ? theme.colors.mist : 'transparent')};
  label {
    display: flex;
    gap: ${theme.space.sm};
    align-items: center;
    min-height: 44px;
  }
`;

const Status = styled.span`
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

const statusText = (c: DayChoice) =>
  c.status === 'reserved'
    ? `Reserved${c.reservation?.priority ? ' (priority day)' : ''}${c.reservation?.resortId ? ` at ${c.reservation.resortName}` : ''}`
    : c.status === 'full'
      ? 'Full: priority day only'
      : c.status === 'unavailable'
        ? 'Unavailable'
        : `${c.left} ${c.left === 1 ? 'place' : 'places'} left`;

export interface DayPickerProps {
  choices: DayChoice[];
  selection: Selection;
  /** Priority days the pass has left, less those the selection already uses. */
  priorityRemaining: number;
  onToggle(date: string, on: boolean): void;
  onPriority(date: string, on: boolean): void;
}

/**
 * The days of one month that need a reservation: a checkbox per day that can be reserved, and for
 * a chosen day whether it uses a priority day (always, when the day is full).
 */
export function DayPicker({ choices, selection, priorityRemaining, onToggle, onPriority }: DayPickerProps) {
  return (
    <List>
      {choices.map((c) => {
        const chosen = selection.get(c.date);
        const canChoose = c.status === 'reservable' || (c.status === 'full' && (Boolean(chosen) || priorityRemaining > 0));
        return (
          <Row key={c.date} $status={c.status} data-testid={`reservation-day-${c.date}`}>
            <label>
              <input
                type="checkbox"
                checked={Boolean(chosen)}
                disabled={!canChoose}
                aria-label={`Reserve ${longDay(c.date)}`}
                aria-describedby={`status-${c.date}`}
                onChange={(e) => onToggle(c.date, e.target.checked)}
              />
              <span aria-hidden="true">{shortDay(c.date)}</span>
            </label>
            <Status id={`status-${c.date}`}>{statusText(c)}</Status>
            {chosen ? (
              <label>
                <input
                  type="checkbox"
                  checked={chosen.priority}
                  // A full day can only be reserved with a priority day.
                  disabled={c.status === 'full' || (!chosen.priority && priorityRemaining <= 0)}
                  aria-label={`Use a priority day on ${longDay(c.date)}`}
                  onChange={(e) => onPriority(c.date, e.target.checked)}
                />
                <span aria-hidden="true">Use a priority day</span>
              </label>
            ) : null}
          </Row>
        );
      })}
    </List>
  );
}
