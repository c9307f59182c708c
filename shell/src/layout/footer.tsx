import styled from 'styled-components';
import { theme } from '@resort/shared';

const Wrap = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md};
  color: ${theme.colors.snow};
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(3, 1fr);
  ${theme.media.phone} {
    grid-template-columns: 1fr;
    gap: 0;
  }
  a { color: ${theme.colors.snow}; }
  ul { list-style: none; padding: 0; margin: ${theme.space.sm} 0 0; }
  li { margin-bottom: ${theme.space.xs}; }
`;

// On phones each column folds into an accordion (native <details>, keyboard-accessible as is).
const Column = styled.details`
  summary { font-weight: 700; cursor: pointer; list-style: none; min-height: 44px; display: flex; align-items: center; }
  summary::-webkit-details-marker { display: none; }
  ${theme.media.phone} { border-bottom: 1px solid ${theme.colors.navyLight}; }
`;

const SECTIONS = [
  {
    title: 'Plan your trip',
    links: [
      ['Lift Tickets', '/lift-tickets'],
      ['Lodging', '/lodging'],
      ['Rentals', '/rentals'],
    ],
  },
  {
    title: 'Learn and play',
    links: [
      ['Ski & Ride School', '/lessons'],
      ['Childcare', '/childcare'],
      ['Activities', '/activities'],
    ],
  },
  {
    title: 'Your account',
    links: [
      ['Sign in', '/sign-in'],
      ['Orders', '/account/orders'],
      ['Cart', '/cart'],
    ],
  },
];

export function Footer() {
  const wide = typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches;
  return (
    <Wrap>
      {SECTIONS.map((section) => (
        <Column key={section.title} open={wide || undefined}>
          <summary>{section.title}</summary>
          <ul>
            {section.links.map(([label, href]) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </Column>
      ))}
      <p style={{ gridColumn: '1 / -1', fontSize: theme.typeScale.sm, margin: `${theme.space.md} 0 0` }}>
        © 2026 Summit Resorts. Prices in USD unless shown in CAD.
      </p>
    </Wrap>
  );
}
