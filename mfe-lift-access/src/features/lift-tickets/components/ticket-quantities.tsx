import styled from 'styled-components';
import { formatMoney, theme } from '@resort/shared';
import { NumberSpinner } from '@resort/shared/ui';
import type { AgeCategory } from '../api/get-resorts';
import type { SearchDay } from '../api/search-lift-tickets';
import { MAX_TICKETS_PER_CATEGORY, ticketCount, type Quantities } from '../model/ticket-selection';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Row = styled.li`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding-bottom: ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.line};
`;

// The spinner gives way first, so a long price ('$111.00 CAD') never leaves the card on phones.
const SpinnerCell = styled.div`
  flex: 0 1 180px;
  min-width: 0;
`;

const Prices = styled.div`
  flex: none;
  text-align: right;
  white-space: nowrap;
`;

const Online = styled.div`
  font-weight: 700;
  font-size: ${theme.typeScale.lg};
`;

const Window = styled.div`
  font-size: ${theme.typeScale.sm};
  color: ${theme.colors.slate};
`;

export interface TicketQuantitiesProps {
  categories: AgeCategory[];
  day: SearchDay | undefined;
  currency: string;
  quantities: Quantities;
  onChange: (code: string, quantity: number) => void;
}

/** One quantity spinner per age category, priced for the chosen day. */
export function TicketQuantities({ categories, day, currency, quantities, onChange }: TicketQuantitiesProps) {
  const available = day?.available ?? 0;
  const full = ticketCount(quantities) >= available;
  return (
    <Rows>
      {categories.map((category) => {
        const price = day?.prices.find((p) => p.ageCode === category.code);
        const value = quantities[category.code] ?? 0;
        return (
          <Row key={category.code}>
            <SpinnerCell>
              <NumberSpinner
                id={`qty-${category.code}`}
                label={category.label}
                value={value}
                min={0}
                max={Math.min(MAX_TICKETS_PER_CATEGORY, Math.max(value, available))}
                plusDisabled={full}
                onChange={(n) => onChange(category.code, n)}
              />
            </SpinnerCell>
            {price ? (
              <Prices>
                <Online>{price.onlinePrice === 0 ? 'Free' : formatMoney(price.onlinePrice, currency)}</Online>
                {price.windowPrice > price.onlinePrice ? (
                  <Window>
                    Window <s>{formatMoney(price.windowPrice, currency)}</s>
                  </Window>
                ) : null}
              </Prices>
            ) : null}
          </Row>
        );
      })}
    </Rows>
  );
}
