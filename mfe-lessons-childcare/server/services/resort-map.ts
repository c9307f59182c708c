import { DateTime } from 'luxon';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import { MAP_ZOOM, type MapMarker, type MountainEvent, type ResortMap } from '../../contract';

/**
 * The resort map's vector data, shipped with the line: one mountain drawn in map units
 * (1000 x 640, north up), its runs, lifts and base-area buildings. Each demo resort gets the
 * same mountain, mirrored for every other resort, under its own run names; the places where
 * lessons, childcare, activities and events meet are buildings of the base area.
 */
const WIDTH = 1000;
const HEIGHT = 640;
type Pt = [number, number];

const MOUNTAIN: Pt[] = [
  [0, 600],
  [90, 420],
  [170, 330],
  [250, 250],
  [330, 140],
  [420, 70],
  [500, 40],
  [560, 70],
  [640, 120],
  [720, 200],
  [800, 260],
  [880, 360],
  [940, 450],
  [1000, 560],
  [1000, 640],
  [0, 640],
];

const RUNS: { difficulty: ResortMap['runs'][number]['difficulty']; path: Pt[] }[] = [
  {
    difficulty: 'easier',
    path: [
      [500, 80],
      [560, 180],
      [640, 280],
      [700, 380],
      [660, 470],
      [560, 520],
    ],
  },
  {
    difficulty: 'easier',
    path: [
      [300, 330],
      [360, 400],
      [430, 460],
      [480, 520],
    ],
  },
  {
    difficulty: 'more-difficult',
    path: [
      [480, 70],
      [450, 170],
      [420, 280],
      [430, 390],
      [470, 500],
    ],
  },
  {
    difficulty: 'more-difficult',
    path: [
      [600, 110],
      [700, 230],
      [800, 330],
      [820, 430],
      [760, 510],
    ],
  },
  {
    difficulty: 'most-difficult',
    path: [
      [520, 60],
      [520, 160],
      [540, 260],
      [520, 360],
      [520, 500],
    ],
  },
  {
    difficulty: 'most-difficult',
    path: [
      [360, 170],
      [300, 260],
      [240, 360],
      [260, 470],
      [360, 530],
    ],
  },
];
const RUN_NAMES = [
  ['Meadow Way', 'Tenderfoot', 'Ridgeline', 'Timber Glade', 'Summit Chute', 'Avalanche Bowl'],
  ['Snowberry', 'Little Bear', 'Cascade Run', 'Fir Trail', 'Eagle Couloir', 'Granite Face'],
  ['Maple Lane', 'Sugar House', 'Birch Line', 'Notch Road', 'Devil Slide', 'Stone Wall'],
  ['Harbour View', 'Driftwood', 'Sea to Sky', 'Cedar Run', 'Orca Gully', 'Tidewater Steeps'],
];

const LIFTS: { name: string; from: Pt; to: Pt }[] = [
  { name: 'Summit Express', from: [500, 540], to: [500, 60] },
  { name: 'Learning Carpet', from: [400, 590], to: [440, 540] },
  { name: 'Ridge Quad', from: [740, 520], to: [640, 130] },
];

export const PLACES = {
  baseLodge: { name: 'Base Lodge', at: [500, 570] as Pt, size: [90, 40] as Pt },
  school: { name: 'Ski & Ride School', at: [380, 575] as Pt, size: [70, 34] as Pt },
  children: { name: "Children's Center", at: [620, 580] as Pt, size: [70, 34] as Pt },
  nordic: { name: 'Nordic Center', at: [150, 590] as Pt, size: [70, 30] as Pt },
  tubing: { name: 'Tubing Hill', at: [860, 560] as Pt, size: [60, 30] as Pt },
  barn: { name: 'Sleigh Barn', at: [260, 600] as Pt, size: [60, 28] as Pt },
  cabin: { name: 'Summit Cabin', at: [560, 100] as Pt, size: [50, 24] as Pt },
} as const;
export type PlaceKey = keyof typeof PLACES;

/** Where each demo activity meets, by its catalog key (the activity id after the resort's). */
export const ACTIVITY_PLACES: Record<string, PlaceKey> = {
  'snowshoe-tour': 'nordic',
  'snow-tubing': 'tubing',
  'fat-bike-tour': 'nordic',
  'sleigh-ride-dinner': 'barn',
};

const resortIndex = (resortId: string) => DEMO_RESORTS.findIndex((r) => r.id === resortId);
const mirrored = (resortId: string) => resortIndex(resortId) % 2 === 1;
const place = (resortId: string, p: Pt): Pt => (mirrored(resortId) ? [WIDTH - p[0], p[1]] : p);

/** The place an activity meets at, or the base lodge for one the map does not know. */
export function activityPlace(activityId: string, resortId: string): (typeof PLACES)[PlaceKey] {
  const key = activityId.startsWith(`${resortId}-`) ? activityId.slice(resortId.length + 1) : activityId;
  return PLACES[ACTIVITY_PLACES[key] ?? 'baseLodge'];
}

/** A marker at a place of the resort's map. */
export function markerAt(resortId: string, key: PlaceKey, m: Omit<MapMarker, 'at'>): MapMarker {
  return { ...m, at: place(resortId, PLACES[key].at) };
}

export const placeKeyOf = (name: string): PlaceKey =>
  (Object.keys(PLACES) as PlaceKey[]).find((k) => PLACES[k].name === name) ?? 'baseLodge';

/** The resort's map with the given markers; null for a resort the store does not have. */
export function resortMap(resortId: string, markers: MapMarker[]): ResortMap | null {
  const index = resortIndex(resortId);
  if (index < 0) return null;
  const p = (pt: Pt) => place(resortId, pt);
  return {
    resortId,
    resortName: DEMO_RESORTS[index].name,
    zoom: { initial: MAP_ZOOM.resort, min: MAP_ZOOM.resort, max: MAP_ZOOM.buildings },
    width: WIDTH,
    height: HEIGHT,
    mountain: MOUNTAIN.map(p),
    runs: RUNS.map((r, i) => ({ name: RUN_NAMES[index % RUN_NAMES.length][i], difficulty: r.difficulty, path: r.path.map(p) })),
    lifts: LIFTS.map((l) => ({ name: l.name, from: p(l.from), to: p(l.to) })),
    buildings: Object.values(PLACES).map((b) => ({ name: b.name, at: p(b.at), size: b.size })),
    markers,
  };
}

/** A stored place name, or the base lodge for one the map does not know. */
export const placeKey = (key: string): PlaceKey => (key in PLACES ? (key as PlaceKey) : 'baseLodge');

/** The weekly programme rows (`activities.mountain_events`) as the events of each day from `startIso` for `days` days, in date and time order. */
export function eventsOfDays(
  programme: {
    resortId: string;
    key: string;
    weekday: number;
    name: string;
    description: string;
    startTime: string;
    place: string;
    free: boolean;
  }[],
  startIso: string,
  days: number,
): MountainEvent[] {
  const start = DateTime.fromISO(startIso);
  const events: MountainEvent[] = [];
  for (let i = 0; i < days; i += 1) {
    const day = start.plus({ days: i });
    const date = day.toISODate()!;
    for (const e of programme.filter((w) => w.weekday === day.weekday)) {
      events.push({
        id: `${e.resortId}-${e.key}-${date}`,
        resortId: e.resortId,
        resortName: DEMO_RESORTS.find((r) => r.id === e.resortId)?.name ?? e.resortId,
        name: e.name,
        description: e.description,
        date,
        startTime: e.startTime,
        location: PLACES[placeKey(e.place)].name,
        free: e.free,
      });
    }
  }
  return events.sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`));
}

/** A marker per place where one of the events happens, listing what happens there. */
export function eventMarkers(resortId: string, events: MountainEvent[]): MapMarker[] {
  const byPlace = new Map<string, string[]>();
  for (const e of events.filter((ev) => ev.resortId === resortId)) {
    byPlace.set(e.location, [...new Set([...(byPlace.get(e.location) ?? []), e.name])]);
  }
  return [...byPlace].map(([location, names]) =>
    markerAt(resortId, placeKeyOf(location), {
      id: `event-${placeKeyOf(location)}`,
      kind: 'event',
      label: location,
      detail: names.join(', '),
    }),
  );
}
