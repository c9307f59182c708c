import { sql } from 'drizzle-orm';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { DEMO_RESORTS, type DemoResort } from '@resort/shared/demo-resorts';
import { clearReadCaches, type Db } from '@resort/shared/server';
import { LESSON_AGE_GROUPS, LESSON_LEVELS, LESSON_SPORTS, LESSON_TYPES } from '../contract';
import { PRIVATE_BLOCKS, PRIVATE_INSTRUCTORS, privateResource } from './services/private-lessons';
import {
  activities,
  activityCapacity,
  childcareCapacity,
  childcareProducts,
  lessonCapacity,
  lessons,
  mapMarkers,
  mountainEvents,
} from './schema';

/** How far ahead the demo always has bookable days. */
export const SEED_DAYS = 150;
/** Nurseries close on Tuesdays (ISO weekday 2) for staff training: days the childcare picker shows unavailable. */
export const CHILDCARE_CLOSED_ISODOW = 2;

// Demo prices are set in US dollars; the Canadian resort charges the same figures in CAD, rounded
// to a whole dollar, like a printed price list.
const CAD_PER_USD = 1.35;
const localPrice = (usdMinor: number, resort: DemoResort) =>
  resort.currency === 'USD' ? usdMinor : Math.round((usdMinor * CAD_PER_USD) / 100) * 100;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

const GROUP_PRICE: Record<string, number> = { 'child 3-6': 14900, 'youth 7-14': 16900, 'adult 15+': 18900 };
const PRIVATE_PRICE = 59900;

function lessonRows(resort: DemoResort) {
  return LESSON_TYPES.flatMap((type) =>
    LESSON_SPORTS.flatMap((sport) =>
      LESSON_AGE_GROUPS.flatMap((age) =>
        LESSON_LEVELS.map((level) => ({
          id: slug(`${resort.id} ${sport.id} ${type} ${age.id.split(' ')[0]} ${level}`),
          resortId: resort.id,
          sport: sport.id,
          type,
          ageGroup: age.id,
          minAge: age.minAge,
          maxAge: age.maxAge,
          level,
          title: `${type === 'group' ? 'Group' : 'Private'} ${sport.label} Lesson: ${level}`,
          description:
            type === 'group'
              ? `A morning with a small group of ${age.label.toLowerCase()} riders at your level, led by a certified ${sport.label.toLowerCase()} instructor at ${resort.name}.`
              : `Your own ${sport.label.toLowerCase()} instructor at ${resort.name} for 2 hours, 3 hours or a full day, for 1 to 6 ${age.label.toLowerCase()} riders of one level. The price is for 2 hours and one participant.`,
          durationMinutes: type === 'group' ? 180 : 120,
          price: localPrice(type === 'group' ? GROUP_PRICE[age.id] : PRIVATE_PRICE, resort),
          currency: resort.currency,
        })),
      ),
    ),
  );
}

const ACTIVITY_TEMPLATES = [
  {
    key: 'snowshoe-tour',
    name: 'Guided Snowshoe Tour',
    description: 'A quiet walk through the forest with a naturalist guide; snowshoes and poles included.',
    durationMinutes: 120,
    startTime: '10:00',
    timeSlots: ['10:00', '13:30'],
    minAge: 8,
    price: 7900,
    capacity: 12,
  },
  {
    key: 'snow-tubing',
    name: 'Snow Tubing',
    description: 'An hour on the groomed tubing lanes, with the lift up included.',
    durationMinutes: 60,
    startTime: '13:00',
    timeSlots: ['11:00', '13:00', '15:00'],
    minAge: 6,
    price: 3900,
    capacity: 30,
  },
  {
    key: 'fat-bike-tour',
    name: 'Fat Bike Tour',
    description: 'Ride groomed winter trails on a fat-tyre bike with a guide; bike and helmet included.',
    durationMinutes: 120,
    startTime: '11:00',
    timeSlots: ['11:00'],
    minAge: 12,
    price: 8900,
    capacity: 8,
  },
  {
    key: 'sleigh-ride-dinner',
    name: 'Sleigh Ride Dinner',
    description: 'A horse-drawn sleigh to a mountain cabin for a three-course dinner by the fire.',
    durationMinutes: 180,
    startTime: '17:30',
    timeSlots: ['17:30', '19:30'],
    minAge: 0,
    price: 12900,
    capacity: 20,
  },
];

/** Where lessons and childcare meet (the lessons location map), at places of the resort map. */
const LESSON_MARKERS: Omit<typeof mapMarkers.$inferInsert, 'resortId'>[] = [
  {
    id: 'lessons-school',
    kind: 'lessons',
    label: 'Ski & Ride School',
    detail: 'Group and private lessons meet here 15 minutes before the start; children 7 and up too.',
    place: 'school',
    position: 0,
  },
  {
    id: 'lessons-children',
    kind: 'childcare',
    label: "Children's Center",
    detail: 'Childcare drop-off from 8:00, and child group lessons (ages 3-6).',
    place: 'children',
    position: 1,
  },
];

/** Each resort's regular programme of mountain events by ISO weekday (Monday 1). */
const WEEKLY_EVENTS: Omit<typeof mountainEvents.$inferInsert, 'resortId'>[] = [
  {
    weekday: 3,
    key: 'uphill-night',
    name: 'Uphill Night',
    description: 'Skin or snowshoe up the groomed Meadow route by headlamp; hot cider at the top.',
    startTime: '17:00',
    place: 'baseLodge',
    free: true,
  },
  {
    weekday: 4,
    key: 'ski-school-social',
    name: 'Ski School Social',
    description: 'Meet the instructors, watch the week’s lesson videos and plan tomorrow’s runs.',
    startTime: '16:30',
    place: 'school',
    free: true,
  },
  {
    weekday: 5,
    key: 'torchlight-parade',
    name: 'Torchlight Parade',
    description: 'Instructors ski down the front face with torches, followed by hot chocolate at the base.',
    startTime: '18:30',
    place: 'baseLodge',
    free: true,
  },
  {
    weekday: 6,
    key: 'fireworks',
    name: 'Fireworks over the Base Area',
    description: 'Fireworks over the mountain, best seen from the Base Lodge deck.',
    startTime: '19:00',
    place: 'baseLodge',
    free: true,
  },
  {
    weekday: 6,
    key: 'summit-breakfast',
    name: 'First Tracks Breakfast',
    description: 'Ride up before the lifts open, breakfast at the Summit Cabin, then first tracks on fresh corduroy.',
    startTime: '07:30',
    place: 'cabin',
    free: false,
  },
  {
    weekday: 7,
    key: 'apres-music',
    name: 'Après Live Music',
    description: 'Live music on the Base Lodge deck as the lifts close.',
    startTime: '15:00',
    place: 'baseLodge',
    free: true,
  },
];

const CHILDCARE_TEMPLATES = [
  {
    ageGroup: 'infant',
    title: 'Infant Care',
    description: 'Full-day care for babies from 2 to 18 months in our nursery.',
    minAgeMonths: 2,
    maxAgeMonths: 18,
    price: 16900,
    capacity: 6,
  },
  {
    ageGroup: 'toddler',
    title: 'Toddler Care',
    description: 'Full-day care with indoor play and snow time for children from 19 to 35 months.',
    minAgeMonths: 19,
    maxAgeMonths: 35,
    price: 15900,
    capacity: 10,
  },
  {
    ageGroup: 'preschool',
    title: 'Preschool Snow Play',
    description: 'Full-day care with games on snow for children from 3 to 6 years.',
    minAgeMonths: 36,
    maxAgeMonths: 83,
    price: 14900,
    capacity: 16,
  },
];

const GROUP_CAPACITY = 8;

/**
 * Idempotent: adds the catalog when it is missing and tops the daily sessions up to SEED_DAYS
 * from each resort's today, so a demo that keeps running always has bookable days.
 */
export async function seed(db: Db): Promise<void> {
  for (const resort of DEMO_RESORTS) {
    const start = toIsoDate(resortToday(resort.timeZone));
    await db.insert(lessons).values(lessonRows(resort)).onConflictDoNothing();
    await db
      .insert(activities)
      .values(
        ACTIVITY_TEMPLATES.map((a) => ({
          id: `${resort.id}-${a.key}`,
          resortId: resort.id,
          name: a.name,
          description: a.description,
          durationMinutes: a.durationMinutes,
          startTime: a.startTime,
          timeSlots: a.timeSlots,
          minAge: a.minAge,
          price: localPrice(a.price, resort),
          currency: resort.currency,
        })),
      )
      .onConflictDoNothing();
    // The map's markers and the events programme: added when missing, the operator's edits kept.
    await db
      .insert(mapMarkers)
      .values(LESSON_MARKERS.map((m) => ({ ...m, resortId: resort.id })))
      .onConflictDoNothing();
    await db
      .insert(mountainEvents)
      .values(WEEKLY_EVENTS.map((e) => ({ ...e, resortId: resort.id })))
      .onConflictDoNothing();
    await db
      .insert(childcareProducts)
      .values(
        CHILDCARE_TEMPLATES.map((c) => ({
          id: `${resort.id}-${c.ageGroup}`,
          resortId: resort.id,
          ageGroup: c.ageGroup,
          title: c.title,
          description: c.description,
          minAgeMonths: c.minAgeMonths,
          maxAgeMonths: c.maxAgeMonths,
          price: localPrice(c.price, resort),
          currency: resort.currency,
        })),
      )
      .onConflictDoNothing();

    // A capacity row in the ledger per product and day is what makes the product bookable then.
    const days = sql`generate_series(0, ${SEED_DAYS - 1}::int) AS g(n)`;
    const day = sql`(${start}::date + g.n)`;
    await db.execute(sql`
      INSERT INTO ${lessonCapacity} (resource_id, day, total)
      SELECT l.id, ${day}, ${GROUP_CAPACITY}::int
      FROM ${lessons} l CROSS JOIN ${days}
      WHERE l.resort_id = ${resort.id} AND l.type = 'group'
      ON CONFLICT DO NOTHING`);
    // Private lessons hold an instructor of their sport for a morning or afternoon block.
    await db.execute(sql`
      INSERT INTO ${lessonCapacity} (resource_id, day, total)
      SELECT b.id, ${day}, ${PRIVATE_INSTRUCTORS}::int
      FROM (VALUES ${sql.join(
        LESSON_SPORTS.flatMap((sport) =>
          PRIVATE_BLOCKS.map((block) => sql`(${privateResource({ resortId: resort.id, sport: sport.id }, block)})`),
        ),
        sql`, `,
      )}) AS b(id)
      CROSS JOIN ${days}
      ON CONFLICT DO NOTHING`);
    await db.execute(sql`
      INSERT INTO ${activityCapacity} (resource_id, day, total)
      SELECT c.id, ${day}, c.total
      FROM (VALUES ${sql.join(
        ACTIVITY_TEMPLATES.map((t) => sql`(${`${resort.id}-${t.key}`}, ${t.capacity}::int)`),
        sql`, `,
      )}) AS c(id, total)
      CROSS JOIN ${days}
      ON CONFLICT DO NOTHING`);
    await db.execute(sql`
      INSERT INTO ${childcareCapacity} (resource_id, day, total)
      SELECT c.id, ${day}, c.total
      FROM (VALUES ${sql.join(
        CHILDCARE_TEMPLATES.map((t) => sql`(${`${resort.id}-${t.ageGroup}`}, ${t.capacity}::int)`),
        sql`, `,
      )}) AS c(id, total)
      CROSS JOIN ${days}
      WHERE extract(isodow FROM ${day}) <> ${CHILDCARE_CLOSED_ISODOW}
      ON CONFLICT DO NOTHING`);
  }
  // The seed is the only writer of the catalog: what this process read before it is stale now.
  clearReadCaches();
}
