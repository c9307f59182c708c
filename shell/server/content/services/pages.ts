import { asc, eq } from 'drizzle-orm';
import { todayIsoIn } from '@resort/shared/dates';
import { imageRenditions, PICTURE_SHAPES } from '@resort/shared/rules';
import { DEMO_RESORTS, type Db } from '@resort/shared/server';
import { ContentBlock, type ContentPage, type WeatherReport } from '../../../contract';
import { blocks, pages, weatherReports } from '../schema';

export class PageNotFound extends Error {}

/** The content page of a shell path: '/' is 'home', '/resorts/<id>' is 'resort:<id>'. */
export function pageKeyOf(pathname: string): { key: string; resortId: string | null } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (clean === '/') return { key: 'home', resortId: null };
  const resort = /^\/resorts\/([a-z0-9-]+)$/.exec(clean);
  if (resort && DEMO_RESORTS.some((r) => r.id === resort[1])) return { key: `resort:${resort[1]}`, resortId: resort[1] };
  return null;
}

const toReport = (row: typeof weatherReports.$inferSelect): WeatherReport => ({
  resortId: row.resortId,
  resortName: DEMO_RESORTS.find((r) => r.id === row.resortId)?.name ?? row.resortId,
  condition: row.condition,
  temperatureF: row.temperatureF,
  snow24hIn: row.snow24hIn,
  baseDepthIn: row.baseDepthIn,
  liftsOpen: row.liftsOpen,
  liftsTotal: row.liftsTotal,
  alert: row.alertId && row.alertTitle && row.alertMessage ? { id: row.alertId, title: row.alertTitle, message: row.alertMessage } : null,
  updatedAt: row.updatedAt.toISOString(),
});

export async function weatherReport({ db, resortId }: { db: Db; resortId: string }): Promise<WeatherReport | null> {
  const [row] = await db.select().from(weatherReports).where(eq(weatherReports.resortId, resortId));
  return row ? toReport(row) : null;
}

/** Every resort's report, in the order of the resort list. */
export async function weatherReportsAll({ db }: { db: Db }): Promise<WeatherReport[]> {
  const rows = await db.select().from(weatherReports);
  const order = DEMO_RESORTS.map((r) => r.id);
  return rows.map(toReport).sort((a, b) => order.indexOf(a.resortId) - order.indexOf(b.resortId));
}

export async function contentPage({ db, pathname }: { db: Db; pathname: string }): Promise<ContentPage> {
  const target = pageKeyOf(pathname);
  if (!target) throw new PageNotFound();
  const [page] = await db.select().from(pages).where(eq(pages.key, target.key));
  if (!page) throw new PageNotFound();
  const rows = await db.select().from(blocks).where(eq(blocks.pageKey, target.key)).orderBy(asc(blocks.position));
  // A stored block that no longer matches its kind's shape is left out rather than breaking the page.
  const parsed = rows.map((r) => ContentBlock.safeParse(r.data)).flatMap((r) => (r.success ? [r.data] : []));
  return {
    key: page.key,
    title: page.title,
    intro: page.intro,
    resortId: target.resortId,
    today: todayIsoIn((DEMO_RESORTS.find((r) => r.id === target.resortId) ?? DEMO_RESORTS[0]).timeZone),
    weather: target.resortId ? await weatherReport({ db, resortId: target.resortId }) : null,
    blocks: parsed,
  };
}

/**
 * The renditions home's pictures ask for (its hero, cards and video poster, in the shapes their
 * widgets give them): the store's most visited page, rendered ahead at start like the lines' frames.
 */
export async function homePictures({ db }: { db: Db }): Promise<string[]> {
  const { blocks: homeBlocks } = await contentPage({ db, pathname: '/' });
  const pictures = homeBlocks.flatMap((block): [string | null, number][] => {
    if (block.kind === 'hero') return [[block.image, PICTURE_SHAPES.hero]];
    if (block.kind === 'cards') return block.cards.map((card) => [card.image, PICTURE_SHAPES.card]);
    if (block.kind === 'video') return [[block.poster, PICTURE_SHAPES.videoPoster]];
    return [];
  });
  return pictures.flatMap(([url, shape]) => (url ? imageRenditions(url, shape).map((r) => r.address) : []));
}
