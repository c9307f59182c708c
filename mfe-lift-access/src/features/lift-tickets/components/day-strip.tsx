import styled, { css } from 'styled-components';
import { formatMoney, theme } from '@resort/shared';
import { parseDate } from '@resort/shared/dates';
import type { SearchDay } from '../api/search-lift-tickets';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${theme.space.sm};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(96px, 1fr);
  gap: ${theme.space.sm};
  overflow-x: auto;
  scroll-snap-type: x proximity;
  ${theme.media.desktop} {
    grid-auto-flow: row;
    grid-template-columns: repeat(7, 1fr);
    overflow: visible;
  }
`;

const DayButton = styled.button<{ $selected: boolean }>`
  width: 100%;
  min-height: 104px;
  scroll-snap-align: start;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xxs};
  padding: ${theme.space.sm};
  font: inherit;
  border: 2px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.snow};
  color: ${theme.colors.navy};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${theme.colors.slate};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    background: ${theme.colors.mist};
    color: ${theme.colors.slate};
  }
  ${(p) =>
    p.$selected &&
    css`
      && {
        border-color: ${theme.colors.navy};
        background: ${theme.colors.navy};
        color: ${theme.colors.snow};
      }
    `}
`;

const Weekday = styled.span`
  font-size: ${theme.typeScale.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const DateText = styled.span`
  font-weight: 700;
`;

const Price = styled.span`
  font-size: ${theme.typeScale.md};
  font-weight: 700;
`;

const Savings = styled.span`
  font-size: ${theme.typeScale.xs};
`;

export interface DayStripProps {
  days: SearchDay[];
  selected: string | null;
  /** The age category whose price each day shows. */
  ageCode: string;
  currency: string;
  onSelect: (isoDay: string) => void;
}

/** Two weeks of first days with the online price and the saving against the ticket window. */
export function DayStrip({ days, selected, ageCode, currency, onSelect }: DayStripProps) {
  return (
    <List aria-label="First day of skiing">
      {days.map((day) => {
        const date = parseDate(day.date)!;
        const price = day.prices.find((p) => p.ageCode === ageCode) ?? day.prices[0];
        const longDate = date.toFormat('cccc, LLLL d');
        return (
          <li key={day.date}>
            <DayButton
              type="button"
              data-testid={`day-${day.date}`}
              $selected={selected === day.date}
              aria-pressed={selected === day.date}
              disabled={day.soldOut}
              // Named by what it shows (day, date, price, saving): a voice user says what they see.
              title={longDate}
              onClick={() => onSelect(day.date)}
            >
              <Weekday>{date.toFormat('ccc')}</Weekday>
              <DateText>{date.toFormat('LLL d')}</DateText>
              {day.soldOut ? (
                <Price>Sold Out</Price>
              ) : (
                <>
                  <Price>{formatMoney(price?.onlinePrice ?? 0, currency)}</Price>
                  {price?.savings ? <Savings>Save {formatMoney(price.savings, currency)}</Savings> : null}
                </>
              )}
            </DayButton>
          </li>
        );
      })}
    </List>
  );
}
