import React, { useRef } from 'react';
import styled from 'styled-components';
import { theme, type RentalSeason } from '@resort/shared';

const List = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  border-bottom: 2px solid ${theme.colors.line};
  margin-bottom: ${theme.space.md};
`;

const Tab = styled.button<{ $active: boolean }>`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: none;
  border-bottom: 3px solid ${(p) => (p.$active ? theme.colors.accent : 'transparent')};
  margin-bottom: -2px;
  background: none;
  color: ${(p) => (p.$active ? theme.colors.navy : theme.colors.slate)};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: -3px; }
`;

export interface SeasonTab {
  season: RentalSeason;
  label: string;
}

interface SeasonTabsProps {
  idPrefix: string;
  tabs: SeasonTab[];
  active: RentalSeason;
  onChange: (season: RentalSeason) => void;
}

/** Winter and summer tabs with the arrow-key behaviour of an ARIA tab list. */
export function SeasonTabs({ idPrefix, tabs, active, onChange }: SeasonTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next].season);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label="Rental season">
      {tabs.map((tab, index) => {
        const selected = tab.season === active;
        return (
          <Tab
            key={tab.season}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.season}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${tab.season}`}
            tabIndex={selected ? 0 : -1}
            $active={selected}
            onClick={() => onChange(tab.season)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}
