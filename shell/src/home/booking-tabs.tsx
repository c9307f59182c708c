import React, { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { BREAKPOINTS, theme } from '@resort/shared';
import { chooseBookingTab, initialBookingTab, isFirstPanelOpen, shouldScrollToActivePanel } from '@resort/shared/rules';
import type { BookingProduct } from './booking-products';
import { WidgetSlot } from './widget-slot';

const TabList = styled.div`
  display: flex;
  border-bottom: 1px solid ${theme.colors.line};
  overflow-x: auto;
`;

const Tab = styled.button<{ $active: boolean }>`
  font: inherit;
  font-weight: 600;
  flex: 1 0 auto;
  padding: ${theme.space.md} ${theme.space.md};
  min-height: 52px;
  background: ${(p) => (p.$active ? theme.colors.snow : theme.colors.mist)};
  color: ${theme.colors.navy};
  border: none;
  border-bottom: 3px solid ${(p) => (p.$active ? theme.colors.accent : 'transparent')};
  cursor: pointer;
  &:first-child { border-top-left-radius: ${theme.radii.lg}; }
  &:last-child { border-top-right-radius: ${theme.radii.lg}; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: -3px; }
`;

const Panel = styled.div`
  padding: ${theme.space.lg};
  ${theme.media.phone} { padding: ${theme.space.md}; }
`;

const TitleBlock = styled.div`
  margin-bottom: ${theme.space.md};
  h2 { margin: 0; font-size: ${theme.typeScale.xl}; }
  p { margin: ${theme.space.xs} 0 0; color: ${theme.colors.slate}; }
`;

const AccordionHeader = styled.button<{ $active: boolean }>`
  font: inherit;
  font-weight: 700;
  width: 100%;
  text-align: left;
  min-height: 56px;
  padding: ${theme.space.md};
  background: ${(p) => (p.$active ? theme.colors.snow : theme.colors.mist)};
  color: ${theme.colors.navy};
  border: none;
  border-bottom: 1px solid ${theme.colors.line};
  display: flex;
  justify-content: space-between;
  align-items: center;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: -3px; }
`;

function useIsPhone(): boolean {
  const query = `(max-width: ${BREAKPOINTS.tablet - 1}px)`;
  const [phone, setPhone] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const mql = window.matchMedia?.(query);
    if (!mql) return;
    const onChange = () => setPhone(mql.matches);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, [query]);
  return phone;
}

export interface BookingTabsProps {
  products: BookingProduct[];
  /** Mobile only: when true, no panel starts open (spec: the first opens only when this is false). */
  initialCollapse?: boolean;
}

/**
 * Spec section 2: desktop tabs and mobile accordion panels, one product active at a time, the
 * first by default; choosing one swaps its title section, contents and dates.
 */
export function BookingTabs({ products, initialCollapse = false }: BookingTabsProps) {
  const phone = useIsPhone();
  const [active, setActive] = useState<number | null>(phone && !isFirstPanelOpen(initialCollapse) ? null : initialBookingTab(products));
  const panelRefs = useRef<(HTMLDivElement | null)[]>([]);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeProduct = active === null ? null : products[active];

  useEffect(() => {
    if (active !== null && active !== 0 && shouldScrollToActivePanel(window.innerWidth)) {
      panelRefs.current[active]?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  }, [active]);

  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const last = products.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const chosen = chooseBookingTab(products, index, next);
    setActive(chosen);
    tabRefs.current[chosen]?.focus();
  };

  if (phone) {
    return (
      <div data-testid="booking-accordion">
        {products.map((product, index) => {
          const open = active === index;
          return (
            <div
              key={product.key}
              ref={(el) => {
                panelRefs.current[index] = el;
              }}
            >
              <AccordionHeader
                type="button"
                $active={open}
                aria-expanded={open}
                aria-controls={`booking-panel-${product.key}`}
                onClick={() => setActive(open ? null : index)}
              >
                {product.label}
                <span aria-hidden="true">{open ? '−' : '+'}</span>
              </AccordionHeader>
              {open ? (
                <Panel id={`booking-panel-${product.key}`} role="region" aria-label={product.label}>
                  <TitleBlock>
                    <h2>{product.title}</h2>
                    <p>{product.subtitle}</p>
                  </TitleBlock>
                  <WidgetSlot product={product} />
                </Panel>
              ) : null}
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <div data-testid="booking-tabs">
      <TabList role="tablist" aria-label="What would you like to book?">
        {products.map((product, index) => (
          <Tab
            key={product.key}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            role="tab"
            id={`booking-tab-${product.key}`}
            aria-selected={active === index}
            aria-controls={`booking-panel-${product.key}`}
            tabIndex={active === index ? 0 : -1}
            $active={active === index}
            onClick={() => setActive(index)}
            onKeyDown={(e) => onTabKey(e, index)}
          >
            {product.label}
          </Tab>
        ))}
      </TabList>
      {activeProduct ? (
        <Panel role="tabpanel" id={`booking-panel-${activeProduct.key}`} aria-labelledby={`booking-tab-${activeProduct.key}`}>
          <TitleBlock>
            <h2>{activeProduct.title}</h2>
            <p>{activeProduct.subtitle}</p>
          </TitleBlock>
          <WidgetSlot key={activeProduct.key} product={activeProduct} />
        </Panel>
      ) : null}
    </div>
  );
}
