import styled from 'styled-components';
import { Card, Heading, theme } from '@resort/shared';
import type { Profile } from '../api/get-profile';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  dt { color: ${theme.colors.slate}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const NOT_GIVEN = 'Not provided';

function address(contact: Profile['contact']): string {
  const cityLine = [contact.city, [contact.region, contact.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const parts = [contact.addressLine1, cityLine, contact.country].filter(Boolean);
  return parts.length ? parts.join(', ') : NOT_GIVEN;
}

export function ProfileSummary({ profile }: { profile: Profile }) {
  const { user, contact } = profile;
  return (
    <Card as="section" aria-labelledby="profile-heading">
      <Heading id="profile-heading" $size="card">
        Profile
      </Heading>
      <Facts>
        <dt>Name</dt>
        <dd>
          {user.firstName} {user.lastName}
        </dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Date of birth</dt>
        <dd>{user.dateOfBirth ?? NOT_GIVEN}</dd>
        <dt>Phone</dt>
        <dd>{contact.phone ?? NOT_GIVEN}</dd>
        <dt>Address</dt>
        <dd>{address(contact)}</dd>
      </Facts>
    </Card>
  );
}
