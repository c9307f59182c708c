import React from 'react';
import styled, { css } from 'styled-components';
import { isoMonthLabel, isoMonthStart, isoPlusDays, isoPlusMonths } from '../dates';
import { theme } from '@resort/shared';
import { clampToRange, dayAfterKey, dayLabel, isPickable, isWithinRange, monthWeeks, type CalendarRules } from './calendar-model';

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.sm};
`;

const MonthTitle = styled.h2`
  margin: 0;
  font-size: ${theme.typeScale.md};
  font-weight: 700;
  color: ${theme.colors.navy};
`;

const MonthStep = styled.button`
  width: ${theme.sizes.touch};
  height: ${theme.sizes.touch};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.snow};
  color: ${theme.colors.navy};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${theme.colors.mist}; }
  &:disabled { color: ${theme.colors.disabled}; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: ${theme.space.xxs};
  table-layout: fixed;
`;

const WeekdayHead = styled.th`
  padding: ${theme.space.xs} 0;
  font-size: ${theme.typeScale.xs};
  font-weight: 600;
  color: ${theme.colors.slate};
  text-align: center;
  abbr { text-decoration: none; }
`;

const Cell = styled.td`
  padding: 0;
  text-align: center;
`;

const Day = styled.button<{ $selected: boolean; $today: boolean; $blocked: boolean }>`
  width: 100%;
  min-height: ${theme.sizes.touch};
  padding: ${theme.space.xxs} 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1px;
  font: inherit;
  font-size: ${theme.typeScale.sm};
  line-height: 1.1;
  border: 1px solid transparent;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.snow};
  color: ${theme.colors.navy};
  cursor: pointer;
  &:hover { background: ${theme.colors.mist}; border-color: ${theme.colors.line}; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 1px; position: relative; z-index: 1; }
  ${(p) =>
    p.$today &&
    css`
      border-color: ${theme.colors.navy};
      font-weight: 700;
    `}
  ${(p) =>
    p.$blocked &&
    css`
      color: ${theme.colors.disabled};
      cursor: not-allowed;
      &:hover { background: ${theme.colors.snow}; border-color: transparent; }
    `}
  ${(p) =>
    p.$selected &&
    css`
      background: ${theme.colors.navy};
      color: ${theme.colors.snow};
      &:hover { background: ${theme.colors.navyLight}; }
    `}
`;

const SubLabel = styled.span<{ $soldOut: boolean; $onSelected: boolean }>`
  font-size: ${theme.typeScale.xxs};
  font-weight: 600;
  line-height: 1.05;
  max-width: 100%;
  /* 'Sold Out' must read in full: it wraps onto two lines in a narrow cell rather than being cut. */
  overflow-wrap: normal;
  letter-spacing: -0.01em;
  color: ${(p) => (p.$onSelected ? theme.colors.snow : p.$soldOut ? theme.colors.error : theme.colors.success)};
`;

export interface CalendarMonthProps {
  /** Prefix of the element ids inside the calendar. */
  id: string;
  /** The day that holds keyboard focus; its month is the one shown. */
  /** ISO dates, like every calendar day. */
  focusDay: string;
  selected: string | null;
  today: string;
  rules: CalendarRules;
  /** `moveFocus` is true when the keyboard moved, so the new day takes focus. */
  onFocusDay: (day: string, moveFocus: boolean) => void;
  onPick: (day: string) => void;
}

/** One month as a keyboard grid (WAI-ARIA date picker dialog pattern), with a price or 'Sold Out' under each day. */
export function CalendarMonth({ id, focusDay, selected, today, rules, onFocusDay, onPick }: CalendarMonthProps) {
  const titleId = `${id}-month`;
  const month = isoMonthStart(focusDay);
  const previousBlocked = Boolean(rules.min && isoPlusDays(month, -1) < rules.min);
  const nextBlocked = Boolean(rules.max && isoPlusMonths(month, 1) > rules.max);

  const stepMonth = (months: number) => onFocusDay(clampToRange(isoPlusMonths(focusDay, months), rules), false);

  const onKeyDown = (event: React.KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(focusDay);
      return;
    }
    const next = dayAfterKey(focusDay, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onFocusDay(clampToRange(next, rules), true);
  };

  return (
    <>
      <Header>
        <MonthStep type="button" aria-label="Previous month" disabled={previousBlocked} onClick={() => stepMonth(-1)}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </MonthStep>
        <MonthTitle id={titleId} aria-live="polite">
          {isoMonthLabel(month)}
        </MonthTitle>
        <MonthStep type="button" aria-label="Next month" disabled={nextBlocked} onClick={() => stepMonth(1)}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </MonthStep>
      </Header>
      <Grid role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <WeekdayHead key={short} scope="col">
                <abbr title={long}>{short}</abbr>
              </WeekdayHead>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <Cell key={column} role="gridcell" />;
                const sub = rules.subLabels[day];
                const pickable = isPickable(day, rules);
                const isSelected = day === selected;
                const subId = `${id}-${day}-note`;
                return (
                  <Cell key={column} role="gridcell" aria-selected={isSelected}>
                    <Day
                      type="button"
                      data-date={day}
                      data-sold-out={sub?.soldOut ? 'true' : undefined}
                      tabIndex={day === focusDay ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-describedby={sub ? subId : undefined}
                      aria-disabled={pickable ? undefined : true}
                      aria-current={day === today ? 'date' : undefined}
                      $selected={isSelected}
                      $today={day === today}
                      $blocked={!pickable}
                      onClick={() => {
                        if (!isWithinRange(day, rules)) return;
                        onFocusDay(day, false);
                        onPick(day);
                      }}
                    >
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      {sub ? (
                        <SubLabel id={subId} $soldOut={Boolean(sub.soldOut)} $onSelected={isSelected}>
                          {sub.text}
                        </SubLabel>
                      ) : null}
                    </Day>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </>
  );
}
