import styled from 'styled-components';
import { Card, Heading, theme } from '@resort/shared';
import type { Profile } from '../api/get-profile';

const Members = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: ${theme.space.xs} 0; border-bottom: 1px solid ${theme.colors.mist}; }
  li:last-child { border-bottom: 0; }
`;

const Relation = styled.span`
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

const relationLabel = (relationship: string) => (relationship === 'self' ? 'You' : relationship);

export function HouseholdSummary({ household }: { household: NonNullable<Profile['household']> }) {
  return (
    <Card as="section" aria-labelledby="household-heading">
      <Heading id="household-heading" $size="card">
        {household.name}
      </Heading>
      <Members>
        {household.members.map((m) => (
          <li key={m.id}>
            {m.firstName} {m.lastName} <Relation>({relationLabel(m.relationship)})</Relation>
          </li>
        ))}
      </Members>
    </Card>
  );
}
