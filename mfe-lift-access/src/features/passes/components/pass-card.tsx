import styled from 'styled-components';
import { ButtonLink, Card, Heading, formatMoney, navigate, theme } from '@resort/shared';
import type { Pass } from '../api/get-passes';
import { passPath } from '../model/pass-path';

const Price = styled.p`
  font-size: ${theme.typeScale.xl};
  font-weight: 700;
  margin: 0 0 ${theme.space.sm};
`;

const Description = styled.p`
  color: ${theme.colors.slate};
  line-height: 1.5;
  flex: 1;
`;

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

export function PassCard({ pass, resortNames }: { pass: Pass; resortNames: string }) {
  const href = passPath(pass.id);
  return (
    <Body as="article" $interactive data-testid={`pass-${pass.id}`}>
      <Heading as="h2" $size="card">
        {pass.name}
      </Heading>
      <Price>{formatMoney(pass.price, pass.currency)}</Price>
      <Description>{pass.description}</Description>
      <Description>Valid at {resortNames}</Description>
      <ButtonLink
        href={href}
        onClick={(e) => {
          e.preventDefault();
          navigate(href);
        }}
        aria-label={`View pass: ${pass.name}`}
      >
        View pass
      </ButtonLink>
    </Body>
  );
}
