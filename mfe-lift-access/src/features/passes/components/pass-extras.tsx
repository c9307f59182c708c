import styled from 'styled-components';
import { ButtonLink, Card, Heading, formatMoney, navigate, theme } from '@resort/shared';
import type { PassView } from '../../../../contract';
import { useUpsellQuery } from '../api/get-upsell';
import { passPath } from '../model/pass-path';

const List = styled.ul`
  margin: 0 0 ${theme.space.md};
  padding-left: 1.25rem;
  line-height: 1.6;
`;

const Upsell = styled(Card)`
  margin-top: ${theme.space.lg};
  border-left: 4px solid ${theme.colors.accent};
`;

/** What a holder gets besides skiing: priority days and benefit tickets, and the military condition. */
export function PassBenefits({ pass }: { pass: PassView }) {
  const items = [
    ...(pass.priorityDays > 0 ? [`${pass.priorityDays} priority days: reserve a lift day even when reservations are full.`] : []),
    ...pass.benefits.map(
      (b) => `${b.perPass} × ${b.title} at ${b.price === 0 ? 'no charge' : formatMoney(b.price, pass.currency)}: ${b.description}`,
    ),
  ];
  return (
    <>
      {pass.military ? <p>For members of the armed forces and their dependants: your status is verified at checkout.</p> : null}
      {items.length ? (
        <>
          <Heading as="h2" $size="card">
            Holder benefits
          </Heading>
          <List>
            {items.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </List>
        </>
      ) : null}
    </>
  );
}

/** The better pass suggested on a pass page, with what it adds and what it costs more. */
export function PassUpsell({ id }: { id: string }) {
  const upsell = useUpsellQuery(id);
  const better = upsell.data?.pass;
  if (!better || upsell.data?.priceDifference == null) return null;
  const href = passPath(better.id);
  return (
    <Upsell as="aside" aria-labelledby="upsell-title">
      <Heading as="h2" $size="card" id="upsell-title">
        Upgrade to the {better.name} for {formatMoney(upsell.data.priceDifference, better.currency)} more
      </Heading>
      <p>{upsell.data.pitch}</p>
      <ButtonLink
        href={href}
        onClick={(e) => {
          e.preventDefault();
          navigate(href);
        }}
      >
        See the {better.name}
      </ButtonLink>
    </Upsell>
  );
}
