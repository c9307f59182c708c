import styled from 'styled-components';
import { theme } from '@resort/shared';
import { ConsentSettingsLink, FooterAccordion, type FooterSection } from '@resort/shared/ui';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';

const Wrap = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md};
  color: ${theme.colors.snow};
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(4, 1fr);
  ${theme.media.phone} {
    grid-template-columns: 1fr;
    gap: 0;
  }
  a, button { color: ${theme.colors.snow}; }
`;

const Legal = styled.p`
  grid-column: 1 / -1;
  font-size: ${theme.typeScale.sm};
  margin: ${theme.space.md} 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

const SECTIONS: FooterSection[] = [
  {
    title: 'Plan your trip',
    links: [
      { label: 'Trip planner', href: '/plan' },
      { label: 'Lift Tickets', href: '/lift-tickets' },
      { label: 'Lodging', href: '/lodging' },
      { label: 'Rentals', href: '/rentals' },
      { label: 'Gift cards and parking', href: '/cart/gift-cards' },
      { label: 'Weather and snow report', href: '/weather' },
      { label: 'Search', href: '/search' },
      { label: 'Contact us and group sales', href: '/contact' },
    ],
  },
  {
    title: 'Our resorts',
    links: DEMO_RESORTS.map((r) => ({ label: r.name, href: `/resorts/${r.id}` })),
  },
  {
    title: 'Learn and play',
    links: [
      { label: 'Ski & Ride School', href: '/lessons' },
      { label: 'Childcare', href: '/childcare' },
      { label: 'Activities', href: '/activities' },
    ],
  },
  {
    title: 'Your account',
    links: [
      { label: 'Sign in', href: '/sign-in' },
      { label: 'Orders', href: '/account/orders' },
      { label: 'Cart', href: '/cart' },
      { label: 'Email sign-up and preferences', href: '/account/newsletter' },
    ],
  },
];

/** The footer: its columns fold into an accordion on phones; the consent-settings link is always there. */
export function Footer() {
  return (
    <Wrap>
      <FooterAccordion sections={SECTIONS} />
      <Legal>
        <span>© 2026 Summit Resorts. Prices in USD unless shown in CAD.</span>
        <ConsentSettingsLink />
      </Legal>
    </Wrap>
  );
}
