import type { AccountContentKey } from '../contract';
import type { contentBlocks, sitewideAlerts } from './schema';

/** The account pages' content blocks, as first seeded; edited in the table afterwards. */
export const ACCOUNT_CONTENT: Record<AccountContentKey, Omit<typeof contentBlocks.$inferInsert, 'key'>> = {
  'auto-renew': {
    heading: 'Auto renew: next season, without lifting a finger',
    paragraphs: [
      'With auto renew, the pass you hold is renewed for next season at the lowest price of the spring sale, charged to the card on file.',
      'We email you before we charge, and you can turn auto renew off at any time before then on My passes.',
    ],
    links: [
      { href: '/my-passes', label: 'Manage auto renew on My passes' },
      { href: '/account/profile', label: 'Update your card on file' },
    ],
  },
  reservations: {
    heading: 'Your reservations',
    paragraphs: [
      'Lift reservations, lessons, childcare and stays booked with your account are listed here, soonest first.',
      'Plans changed? Cancel a reservation up to the day before, so someone else can take the spot.',
    ],
    links: [
      { href: '/lift-tickets', label: 'Book lift tickets' },
      { href: '/account/requests', label: 'Ask for a cancellation or an exception' },
    ],
  },
  'season-pass-tab': {
    heading: 'Your season pass',
    paragraphs: [
      'Your pass, its benefits and its pass holder credits live with your account. Sign the release of liability once a season before your first day.',
      'Injured or moving away? Apply for an exception online and we will look at your pass again.',
    ],
    links: [
      { href: '/my-passes', label: 'See my passes' },
      { href: '/passes', label: 'Shop season passes' },
      { href: '/account/requests', label: 'Apply for an exception' },
    ],
  },
};

export const SITEWIDE_ALERT: typeof sitewideAlerts.$inferInsert = {
  id: 'pass-sale',
  title: 'Season passes on sale',
  message: 'Lock in next winter at today’s price, before prices go up.',
  linkHref: '/passes',
  linkLabel: 'Shop season passes',
};
