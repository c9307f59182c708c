import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, ErrorState, Field, Select, formatMoney, getEventBus, navigate, theme, visitorMessage } from '@resort/shared';
import { seasonPassAnalytics, seasonPassLink } from '@resort/shared/rules';
import { LoadingOverlay } from '@resort/shared/ui';
import { usePassesQuery } from '../api/get-passes';
import { passPath } from '../model/pass-path';

const Row = styled.div`
  display: grid;
  gap: 0 ${theme.space.md};
  ${theme.media.tablet} {
    grid-template-columns: 1fr auto;
  }
`;

const Action = styled.div`
  ${theme.media.tablet} {
    align-self: end;
    /* Lines the link up with the drop-down, above the field's own bottom margin. */
    margin-bottom: ${theme.space.md};
  }
  a, button {
    width: 100%;
  }
`;

export interface SeasonPassWidgetProps {
  /** Shows only the passes valid at this resort. */
  resort?: string;
}

/** The season pass tab (spec section 2): the chosen pass's page becomes the link's href. */
export function SeasonPassWidget({ resort }: SeasonPassWidgetProps) {
  const passes = usePassesQuery();
  const [selected, setSelected] = useState('');
  if (passes.isError) return <ErrorState message={visitorMessage(passes.error)} />;
  const list = (passes.data ?? []).filter((p) => !resort || p.resorts.includes(resort));
  const href = seasonPassLink(selected);

  const choose = (value: string) => {
    setSelected(value);
    const pass = list.find((p) => passPath(p.id) === value);
    if (!pass) return;
    // The spec records the chosen pass's name for analytics.
    const { event, data } = seasonPassAnalytics(pass.name);
    getEventBus().publishAnalytics(event, { ...data, name: pass.name });
  };

  return (
    <LoadingOverlay active={passes.isPending} label="Loading passes">
      <Row data-testid="season-pass-widget">
        <Field id="season-pass" label="Season pass">
          <Select id="season-pass" value={selected} onChange={(e) => choose(e.target.value)}>
            <option value="">Select a pass</option>
            {list.map((p) => (
              <option key={p.id} value={passPath(p.id)}>
                {p.name} ({formatMoney(p.price, p.currency)})
              </option>
            ))}
          </Select>
        </Field>
        <Action>
          {href ? (
            <ButtonLink
              href={href}
              data-testid="season-pass-link"
              onClick={(e) => {
                e.preventDefault();
                navigate(href);
              }}
            >
              View pass
            </ButtonLink>
          ) : (
            <Button type="button" disabled data-testid="season-pass-link">
              View pass
            </Button>
          )}
        </Action>
      </Row>
    </LoadingOverlay>
  );
}
