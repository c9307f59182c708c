export const NAV_LINKS = [
  { href: '/lift-tickets', label: 'Lift Tickets' },
  { href: '/passes', label: 'Passes' },
  { href: '/lodging', label: 'Lodging' },
  { href: '/lessons', label: 'Ski & Ride School' },
  { href: '/rentals', label: 'Rentals' },
  { href: '/activities', label: 'Activities' },
];
