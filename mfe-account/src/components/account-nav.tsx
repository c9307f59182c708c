import styled from 'styled-components';
import { theme } from '@resort/shared';
import { RouteLink } from './route-link';

const Nav = styled.nav`
  margin: 0 0 ${theme.space.lg};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm} ${theme.space.lg};
  }
`;

/** The account area's pages; passes live with the lift line at /my-passes (auto renew). */
export const ACCOUNT_LINKS = [
  { href: '/account', label: 'Overview' },
  { href: '/account/profile', label: 'Edit profile' },
  { href: '/account/household', label: 'Household' },
  { href: '/account/preferences', label: 'Preferences and photo' },
  { href: '/account/newsletter', label: 'Email sign-up and preferences' },
  { href: '/account/reservations', label: 'Reservations' },
  { href: '/account/rental-profiles', label: 'Rental profiles' },
  { href: '/account/orders', label: 'My orders' },
  { href: '/account/credits', label: 'Pass holder credits' },
  { href: '/account/season-pass', label: 'Season pass' },
  { href: '/account/auto-renew', label: 'Auto renew' },
  { href: '/account/military', label: 'Military status' },
  { href: '/account/requests', label: 'Cancellations and exceptions' },
  { href: '/my-passes', label: 'My passes and auto renew' },
] as const;

export function AccountNav({ current }: { current: string }) {
  return (
    <Nav aria-label="Account">
      <ul>
        {ACCOUNT_LINKS.map((l) => (
          <li key={l.href}>
            <RouteLink href={l.href} aria-current={l.href === current ? 'page' : undefined}>
              {l.label}
            </RouteLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
