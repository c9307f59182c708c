import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DEMO_RESORTS, clearReadCaches, type Db, type DemoResort } from '@resort/shared/server';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import type { MyEpicGearContent } from '../contract';
import { calendars, capacity, deliveryTimes, locations, referralCodes, rentalProducts, seasonSettings } from './schema';
import { rentalResourceId } from './services/inventory';
import { membershipCapacityRows } from './services/my-epic-gear';
import { DEMO_REFERRAL_CODES } from './services/referrals';

const WINTER = 1;
const SUMMER = 2;
const WINTER_DAYS = 150;

/** Demo upsell content, configured for the first resorts' winter season. */
const MY_EPIC_GEAR_DEMO_CONTENT: MyEpicGearContent = {
  Title: 'Upgrade to My Epic Gear',
  Subtitle: 'Your gear, delivered to the mountain all season',
  Body: 'Members pick their skis or snowboard and boots, and we have them ready at the slope every day they ride.',
  MyEpicGearCTA: { Text: 'Upgrade to My Epic Gear', Url: '/my-epic-gear' },
  ContinueToRentalsCTAText: 'Continue to rentals',
  Disclaimer: 'Membership is for guests 18 and over. Availability varies by resort and date.',
  MEGTitle: 'My Epic Gear',
  ShowMyEpicGearIcon: true,
  MEGRow1Text: 'Choose your exact model',
  MEGRow2Text: 'Gear delivered slope-side',
  MEGRow3Text: 'One price for the whole season',
  RentalsTitle: 'Standard rentals',
  RentalsRow1Text: 'Choose a package tier',
  RentalsRow2Text: 'Pick up and return at the shop',
  RentalsRow3Text: 'Priced per day',
};

const DELIVERY_LABELS = ['9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM', '6:00 PM'];

const PRODUCTS_KIDS_NOTE = 'Kids packages fit skiers and riders up to 12 years old.';

const PRODUCTS: Array<{
  key: string;
  season: number;
  category: 'ski' | 'snowboard' | 'bike';
  tier: 'Kids' | 'Sport' | 'Performance' | 'Demo';
  name: string;
  description: string;
  usd: number;
  halfDay?: number;
}> = [
  {
    key: 'ski-kids',
    season: WINTER,
    category: 'ski',
    tier: 'Kids',
    name: 'Kids Ski Package',
    description: `Short skis, soft boots and poles sized for young skiers. ${PRODUCTS_KIDS_NOTE}`,
    usd: 2900,
  },
  {
    key: 'snowboard-kids',
    season: WINTER,
    category: 'snowboard',
    tier: 'Kids',
    name: 'Kids Snowboard Package',
    description: `A forgiving board with soft boots for first turns. ${PRODUCTS_KIDS_NOTE}`,
    usd: 2900,
  },
  {
    key: 'ski-sport',
    season: WINTER,
    category: 'ski',
    tier: 'Sport',
    name: 'Sport Ski Package',
    description: 'Skis, boots and poles for cruising groomers.',
    usd: 4900,
  },
  {
    key: 'ski-performance',
    season: WINTER,
    category: 'ski',
    tier: 'Performance',
    name: 'Performance Ski Package',
    description: 'Responsive skis for all-mountain terrain.',
    usd: 6900,
  },
  {
    key: 'ski-demo',
    season: WINTER,
    category: 'ski',
    tier: 'Demo',
    name: 'Demo Ski Package',
    description: "This season's top models, tuned daily.",
    usd: 8900,
  },
  {
    key: 'snowboard-sport',
    season: WINTER,
    category: 'snowboard',
    tier: 'Sport',
    name: 'Sport Snowboard Package',
    description: 'Board and boots for progressing riders.',
    usd: 4900,
  },
  {
    key: 'snowboard-performance',
    season: WINTER,
    category: 'snowboard',
    tier: 'Performance',
    name: 'Performance Snowboard Package',
    description: 'Stiffer boards for park and powder.',
    usd: 6900,
  },
  {
    key: 'bike-sport',
    season: SUMMER,
    category: 'bike',
    tier: 'Sport',
    name: 'Sport Mountain Bike',
    description: 'Hardtail bike and helmet for cross-country trails.',
    usd: 7500,
    halfDay: 4500,
  },
  {
    key: 'bike-performance',
    season: SUMMER,
    category: 'bike',
    tier: 'Performance',
    name: 'Performance Downhill Bike',
    description: 'Full-suspension bike, helmet and pads for the bike park.',
    usd: 11500,
    halfDay: 6900,
  },
  {
    key: 'bike-demo',
    season: SUMMER,
    category: 'bike',
    tier: 'Demo',
    name: 'Demo Enduro Bike',
    description: 'Premium enduro bike with full protection.',
    usd: 14500,
    halfDay: 8900,
  },
];

/** CAD prices are the USD list rounded up to the dollar after the demo exchange rate. */
const price = (usd: number, currency: string) => (currency === 'CAD' ? Math.ceil((usd * 1.35) / 100) * 100 : usd);

function days(from: DateTime, to: DateTime): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = d.plus({ days: 1 })) out.push(toIsoDate(d));
  return out;
}

/** The next bike season that has not ended yet, May 15 to Sep 30. */
function summerWindow(today: DateTime): { start: DateTime; end: DateTime } {
  let year = today.year;
  if (today > DateTime.fromObject({ year, month: 9, day: 30 }, { zone: today.zone })) year += 1;
  return {
    start: DateTime.fromObject({ year, month: 5, day: 15 }, { zone: today.zone }),
    end: DateTime.fromObject({ year, month: 9, day: 30 }, { zone: today.zone }),
  };
}

function resortRows(resort: DemoResort, index: number) {
  const today = resortToday(resort.timeZone);
  const winterEnd = today.plus({ days: WINTER_DAYS });
  const summer = summerWindow(today);
  const iso = toIsoDate;
  const winterBlackouts = [iso(today.plus({ days: 12 })), iso(today.plus({ days: 40 }))];
  const summerBlackouts = [iso(summer.start.set({ month: 7, day: 4 }))];

  const locationRows = [
    {
      id: `${resort.id}-base`,
      resortId: resort.id,
      name: `${resort.name} Base Village Rentals`,
      address: `1 Base Village Plaza, ${resort.region}`,
      supportsDelivery: true,
    },
    {
      id: `${resort.id}-mid`,
      resortId: resort.id,
      name: `${resort.name} Mid-Mountain Gear`,
      address: `Mid-Mountain Lodge, ${resort.region}`,
      supportsDelivery: false,
    },
  ];
  const productRows = PRODUCTS.map((p) => ({
    id: `${resort.id}-${p.key}`,
    resortId: resort.id,
    season: p.season,
    category: p.category,
    tier: p.tier,
    name: p.name,
    description: p.description,
    pricePerDay: price(p.usd, resort.currency),
    halfDayPrice: p.halfDay ? price(p.halfDay, resort.currency) : null,
    currency: resort.currency,
  }));
  const calendarRows = [
    {
      resortId: resort.id,
      season: WINTER,
      group: 'fullDay' as const,
      startDate: iso(today),
      endDate: iso(winterEnd),
      blackoutDates: winterBlackouts,
    },
    // Delivery needs a day's notice, and the drivers are off on a couple more days.
    {
      resortId: resort.id,
      season: WINTER,
      group: 'delivery' as const,
      startDate: iso(today.plus({ days: 1 })),
      endDate: iso(winterEnd),
      blackoutDates: [...winterBlackouts, iso(today.plus({ days: 20 }))],
    },
    {
      resortId: resort.id,
      season: SUMMER,
      group: 'fullDay' as const,
      startDate: iso(summer.start),
      endDate: iso(summer.end),
      blackoutDates: summerBlackouts,
    },
    {
      resortId: resort.id,
      season: SUMMER,
      group: 'halfDayMorning' as const,
      startDate: iso(summer.start),
      endDate: iso(summer.end),
      blackoutDates: summerBlackouts,
    },
    {
      resortId: resort.id,
      season: SUMMER,
      group: 'halfDayAfternoon' as const,
      startDate: iso(summer.start),
      endDate: iso(summer.end.minus({ days: 14 })),
      blackoutDates: [...summerBlackouts, iso(summer.start.set({ month: 8, day: 1 }))],
    },
  ];
  const settingsRows = [
    {
      resortId: resort.id,
      season: WINTER,
      onlySingleDayRentals: false,
      deliveryAsDefault: resort.id === 'green-mountain',
      myEpicGear: index < 2 ? MY_EPIC_GEAR_DEMO_CONTENT : null,
    },
    { resortId: resort.id, season: SUMMER, onlySingleDayRentals: resort.id === 'coast-range', deliveryAsDefault: false, myEpicGear: null },
  ];
  const timeRows = DELIVERY_LABELS.map((label, i) => ({ resortId: resort.id, label, minutes: (9 + i) * 60 }));

  const capacityRows: Array<typeof capacity.$inferInsert> = [];
  const winterDays = days(today, winterEnd);
  const summerDays = days(summer.start, summer.end);
  // One demo day sells out the demo skis at the base shop, so the 'Sold Out' state is visible.
  const soldOutDay = iso(today.plus({ days: 7 }));
  for (const location of locationRows) {
    const base = location.supportsDelivery;
    for (const product of productRows) {
      const total = product.tier === 'Demo' ? (base ? 4 : 2) : base ? 20 : 8;
      for (const day of product.season === WINTER ? winterDays : summerDays) {
        const sold = base && product.tier === 'Demo' && day === soldOutDay ? total : 0;
        capacityRows.push({ resourceId: rentalResourceId(location.id, product.id), day, total, sold });
      }
    }
  }
  return { locationRows, productRows, calendarRows, settingsRows, timeRows, capacityRows };
}

/** Inserts the demo catalog once; a database that already has rental locations is left alone. */
export async function seed(db: Db): Promise<void> {
  // Every start: the memberships of the season a buyer would get today (a new season's once it begins).
  await db.insert(capacity).values(membershipCapacityRows()).onConflictDoNothing();
  await db.insert(referralCodes).values(DEMO_REFERRAL_CODES).onConflictDoNothing();
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(locations);
  if (existing[0].n > 0) return;
  await db.transaction(async (tx) => {
    for (const [index, resort] of DEMO_RESORTS.entries()) {
      const rows = resortRows(resort, index);
      await tx.insert(locations).values(rows.locationRows);
      await tx.insert(rentalProducts).values(rows.productRows);
      await tx.insert(calendars).values(rows.calendarRows);
      await tx.insert(seasonSettings).values(rows.settingsRows);
      await tx.insert(deliveryTimes).values(rows.timeRows);
      // The ledger's capacity: units of each product at each shop on each day of its season.
      for (let i = 0; i < rows.capacityRows.length; i += 1000) {
        await tx.insert(capacity).values(rows.capacityRows.slice(i, i + 1000));
      }
    }
  });
  // The seed is the only writer of the catalog: what this process read before it is stale now.
  clearReadCaches();
}
