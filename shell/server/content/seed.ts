import { sql } from 'drizzle-orm';
import { DEMO_RESORTS, type Db } from '@resort/shared/server';
import type { ContentBlock } from '../../contract';
import { blocks, offers, pages, reviews, weatherReports } from './schema';

// The demo content: the home page's blocks, one page per resort, and a weather report per resort.
// Idempotent: a page that exists is left as it is.

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const homeBlocks: ContentBlock[] = [
  {
    kind: 'cards',
    title: 'Our resorts',
    cards: DEMO_RESORTS.map((r) => ({
      title: r.name,
      text: `${r.region}: lifts, lessons, lodging and rentals.`,
      image: `/media/${r.id}.svg`,
      href: `/resorts/${r.id}`,
      linkText: `Visit ${r.name}`,
    })),
  },
  {
    kind: 'video',
    title: 'First chair of the season',
    text: 'Watch the first riders of the winter carve fresh corduroy at Summit Peak.',
    video: VIDEO,
    poster: '/media/lift-line.svg',
  },
  {
    kind: 'faq',
    title: 'Frequently asked questions',
    multiselect: false,
    items: [
      {
        question: 'Why buy lift tickets ahead?',
        answer: 'Tickets bought online before your visit cost less than at the window, and popular days can sell out.',
      },
      {
        question: 'Can I change my dates?',
        answer: 'Lift tickets can be changed up to the day before the first ski day, from your account.',
      },
      {
        question: 'Do children ski free?',
        answer: 'Children 4 and under ski free with a ticket from the ticket office; older children need a child ticket.',
      },
    ],
  },
];

function resortBlocks(id: string, name: string, region: string): ContentBlock[] {
  return [
    {
      kind: 'hero',
      title: name,
      text: `Big mountain days in ${region}, with lessons, lodging and rentals at the base.`,
      image: `/media/${id}.svg`,
    },
    {
      kind: 'gallery',
      title: `${name} gallery`,
      slides: [
        { image: `/media/${id}.svg`, alt: `${name} on a bluebird day`, caption: 'Fresh snow on the upper mountain.' },
        { image: '/media/lift-line.svg', alt: `First chair at ${name}`, caption: 'Watch opening day.', video: VIDEO },
        { image: '/media/ski-school.svg', alt: `Ski school at ${name}`, caption: 'Lessons for every age and level.' },
        { image: '/media/lodge-evening.svg', alt: `The lodge at ${name} in the evening`, caption: 'Après in the base lodge.' },
        { image: null, alt: 'Summer bike park', caption: 'The bike park opens in June.' },
      ],
    },
    {
      kind: 'booking',
      title: `Plan your visit to ${name}`,
      widgets: [
        {
          widget: 'single-product',
          title: 'Guided snowshoe tour',
          buttonText: 'Find tour times',
          dateLabel: 'Tour date',
          template: `/activities?resort=${id}&startDate={startDate}`,
          dateFormat: 'MM/dd/yyyy',
          requiredMessage: 'Please choose a tour date.',
        },
        {
          widget: 'non-bookable',
          title: 'Group and school trips',
          buttonText: 'Plan a group trip',
          baseUrl: '/activities',
          confirmation: {
            title: 'Group trips',
            text: 'Groups of 20 or more are booked with our group sales team. You will see the activities for your dates next.',
            confirmText: 'Continue',
          },
        },
        {
          widget: 'dropdown',
          title: 'Explore the mountain',
          label: 'What would you like to do?',
          buttonText: 'Go',
          options: [
            { label: 'Ski or ride with a lesson', value: '/lessons' },
            { label: 'Rent skis, boards or bikes', value: '/rentals' },
            { label: 'Find a place to stay', value: '/lodging' },
            { label: 'Buy lift tickets', value: '/lift-tickets' },
          ],
        },
      ],
    },
    {
      kind: 'cards',
      title: `Things to do at ${name}`,
      cards: [
        { title: 'Lift tickets', text: 'Save when you buy ahead.', image: '/media/lift-line.svg', href: '/lift-tickets' },
        { title: 'Ski & Ride School', text: 'Group and private lessons.', image: '/media/ski-school.svg', href: '/lessons' },
        { title: 'Lodging', text: 'Stay steps from the lifts.', image: '/media/lodge-evening.svg', href: '/lodging' },
        { title: 'Rentals', text: 'Skis, boards and bikes ready for you.', image: '/media/hero-mountains.svg', href: '/rentals' },
      ],
    },
    {
      kind: 'modal',
      buttonText: 'Mountain safety code',
      title: 'Your responsibility code',
      text: 'Always stay in control. People ahead of you have the right of way. Stop in a safe place. Look uphill and yield when starting. Use devices to help prevent runaway equipment. Observe all signs. Know how to use the lifts safely.',
    },
    {
      kind: 'faq',
      title: `${name} questions`,
      multiselect: true,
      items: [
        { question: 'When do the lifts run?', answer: 'Lifts run from 8:30 AM to 4:00 PM, weather permitting.' },
        {
          question: 'Where do I pick up my tickets?',
          answer: 'Scan your confirmation at any ticket kiosk at the base, or load your pass card ahead.',
        },
        { question: 'Is there parking?', answer: 'Day parking is free before 10 AM and paid after; lodging guests park free.' },
      ],
    },
  ];
}

const WEATHER: Record<string, Omit<typeof weatherReports.$inferInsert, 'resortId'>> = {
  'summit-peak': {
    condition: 'Snow showers',
    temperatureF: 18,
    snow24hIn: 9,
    baseDepthIn: 62,
    liftsOpen: 21,
    liftsTotal: 24,
    alertId: 'summit-peak-storm',
    alertTitle: 'Winter storm warning',
    alertMessage: 'Heavy snow and wind overnight: upper lifts may open late. Check lift status before you go.',
  },
  'cascade-ridge': { condition: 'Cloudy', temperatureF: 29, snow24hIn: 2, baseDepthIn: 88, liftsOpen: 9, liftsTotal: 10 },
  'green-mountain': { condition: 'Sunny', temperatureF: 12, snow24hIn: 0, baseDepthIn: 34, liftsOpen: 15, liftsTotal: 20 },
  'coast-range': {
    condition: 'Rain at the base, snow above 1,400 m',
    temperatureF: 34,
    snow24hIn: 4,
    baseDepthIn: 110,
    liftsOpen: 28,
    liftsTotal: 37,
    alertId: 'coast-range-wind',
    alertTitle: 'High wind advisory',
    alertMessage: 'Gusts to 60 mph on the peak: the peak chair is on wind hold.',
  },
};

/**
 * The personalisation offers by activity. Rentals is known with none defined, and activities'
 * stored data is not an offer: the demo shows both of the spec's failure messages.
 */
const OFFERS: (typeof offers.$inferInsert)[] = [
  {
    activity: 'lift-tickets',
    offer: {
      title: 'Buy ahead and save on lift tickets',
      text: 'Tickets bought online before your visit cost less than at the window.',
      href: '/lift-tickets',
      image: '/media/lift-line.svg',
    },
    memberOffer: {
      title: 'Welcome back: save 15% on your next lift tickets',
      text: 'Your member price applies to every day you book this week.',
      href: '/lift-tickets',
      image: '/media/lift-line.svg',
    },
  },
  {
    activity: 'lodging',
    offer: {
      title: 'Stay 3 nights, get the 4th free',
      text: 'At selected properties near the lifts.',
      href: '/lodging',
      image: '/media/lodge-evening.svg',
    },
  },
  {
    activity: 'lessons',
    offer: {
      title: 'First-timer lesson package',
      text: 'Lesson, rental and a beginner lift ticket in one.',
      href: '/lessons',
      image: '/media/ski-school.svg',
    },
  },
  { activity: 'rentals', offer: null },
  { activity: 'activities', offer: { title: 42 } },
];

/** Guests' reviews of resorts and of a few products (`<line>:<id>`), for "ratings GET". */
const REVIEWS: (typeof reviews.$inferInsert)[] = [
  {
    product: 'resort:summit-peak',
    resortId: 'summit-peak',
    rating: 5,
    author: 'Jamie R.',
    title: 'Best powder day in years',
    body: 'Lifts opened on time after the storm.',
  },
  {
    product: 'resort:summit-peak',
    resortId: 'summit-peak',
    rating: 4,
    author: 'Morgan T.',
    title: 'Great terrain, busy weekends',
    body: 'Go early on Saturdays.',
  },
  {
    product: 'lodging:summit-peak--alpenglow-lodge',
    resortId: 'summit-peak',
    rating: 5,
    author: 'Casey L.',
    title: 'Ski-in, ski-out is worth it',
    body: 'The pool after a day on the hill is perfect.',
  },
  {
    product: 'lodging:summit-peak--alpenglow-lodge',
    resortId: 'summit-peak',
    rating: 4,
    author: 'Drew P.',
    title: 'Comfortable rooms',
    body: 'Breakfast was crowded.',
  },
  {
    product: 'lodging:summit-peak--alpenglow-lodge',
    resortId: 'summit-peak',
    rating: 3,
    author: 'Robin K.',
    title: 'Fine, a bit noisy',
    body: 'The après deck is loud until late.',
  },
  {
    product: 'resort:cascade-ridge',
    resortId: 'cascade-ridge',
    rating: 4,
    author: 'Sky W.',
    title: 'Deep snow, long gondola line',
    body: '',
  },
  {
    product: 'resort:green-mountain',
    resortId: 'green-mountain',
    rating: 5,
    author: 'Avery N.',
    title: 'Perfect for families',
    body: 'The ski school was excellent.',
  },
  {
    product: 'resort:coast-range',
    resortId: 'coast-range',
    rating: 4,
    author: 'Quinn M.',
    title: 'Huge mountain',
    body: 'Wet at the base, great up top.',
  },
];

export async function seed(db: Db): Promise<void> {
  const all = [
    { key: 'home', title: 'Summit Resorts', intro: '', blocks: homeBlocks },
    ...DEMO_RESORTS.map((r) => ({
      key: `resort:${r.id}`,
      title: r.name,
      intro: `${r.name}, ${r.region}`,
      blocks: resortBlocks(r.id, r.name, r.region),
    })),
  ];
  for (const page of all) {
    const inserted = await db
      .insert(pages)
      .values({ key: page.key, title: page.title, intro: page.intro })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) continue;
    await db.insert(blocks).values(page.blocks.map((data, position) => ({ pageKey: page.key, position, kind: data.kind, data })));
  }
  for (const r of DEMO_RESORTS) {
    const w = WEATHER[r.id];
    if (w)
      await db
        .insert(weatherReports)
        .values({ resortId: r.id, ...w })
        .onConflictDoNothing();
  }
  // Added when missing; the operator's edits are kept.
  await db.insert(offers).values(OFFERS).onConflictDoNothing();
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews);
  if (n === 0) await db.insert(reviews).values(REVIEWS);
}
