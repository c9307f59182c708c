import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@resort/shared';

export interface FaqItem {
  question: string;
  answer: string;
}

const List = styled.div`
  border-top: 1px solid ${theme.colors.line};
`;

const Item = styled.div`
  border-bottom: 1px solid ${theme.colors.line};
  h3 { margin: 0; font-size: ${theme.typeScale.md}; }
`;

const Toggle = styled.button`
  width: 100%;
  min-height: ${theme.sizes.touch};
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.xs};
  border: 0;
  background: none;
  text-align: left;
  font: inherit;
  font-weight: 600;
  color: ${theme.colors.navy};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: -3px; }
  svg { flex: none; transition: transform 150ms ease; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const Panel = styled.div`
  padding: 0 ${theme.space.xs} ${theme.space.md};
  color: ${theme.colors.slate};
  p { margin: 0; }
`;

export interface FaqAccordionProps {
  items: FaqItem[];
  /** Several answers may be open at once; otherwise opening one closes the others. */
  multiselect?: boolean;
}

/** The FAQ accordion (spec section 2): each question expands and collapses its answer. */
export function FaqAccordion({ items, multiselect = false }: FaqAccordionProps) {
  const [open, setOpen] = useState<number[]>([]);
  const base = useId();
  const toggle = (i: number) =>
    setOpen((current) => (current.includes(i) ? current.filter((x) => x !== i) : multiselect ? [...current, i] : [i]));
  return (
    <List data-testid="faq-accordion">
      {items.map((item, i) => {
        const expanded = open.includes(i);
        return (
          <Item key={item.question}>
            <h3>
              <Toggle type="button" aria-expanded={expanded} aria-controls={`${base}-${i}`} id={`${base}-q${i}`} onClick={() => toggle(i)}>
                {item.question}
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </Toggle>
            </h3>
            <Panel id={`${base}-${i}`} role="region" aria-labelledby={`${base}-q${i}`} hidden={!expanded}>
              <p>{item.answer}</p>
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
