import React from 'react';
import styled from 'styled-components';
import { theme } from '@resort/shared';
import type { Profile } from '../api/get-profile';

const Card = styled.section`
  background: ${theme.colors.snow};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  padding: ${theme.space.md} ${theme.space.lg};
`;

const Heading = styled.h2`
  font-size: ${theme.typeScale.lg};
  margin: 0 0 ${theme.space.sm};
`;

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
    <Card aria-labelledby="household-heading">
      <Heading id="household-heading">{household.name}</Heading>
      <Members>
        {household.members.map((m, index) => (
          <li key={index}>
            {m.firstName} {m.lastName} <Relation>({relationLabel(m.relationship)})</Relation>
          </li>
        ))}
      </Members>
    </Card>
  );
}
