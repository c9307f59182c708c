import { DEMO_RESORTS, type Db } from '@resort/shared/server';
import { ContentBlock, type SearchResults } from '../../../contract';
import { blocks, pages } from '../schema';
import { eq } from 'drizzle-orm';

type Result = SearchResults['results'][number];

/** The products the store sells, by line, at each resort (the lines' own pages take the search from there). */
const PRODUCTS = [
  {
    title: 'Lift tickets',
    text: 'One to seven days, cheaper when bought ahead.',
    href: '/lift-tickets',
    words: 'lift ticket tickets ski day pass',
  },
  { title: 'Season passes', text: 'Ski all winter with a season pass.', href: '/passes', words: 'season pass passes epic' },
  { title: 'Lodging', text: 'Rooms, condos and homes near the lifts.', href: '/lodging', words: 'lodging hotel room condo stay night' },
  {
    title: 'Ski & Ride School',
    text: 'Group and private lessons.',
    href: '/lessons',
    words: 'lesson lessons ski school snowboard ride private group',
  },
  {
    title: 'Rentals',
    text: 'Skis, snowboards and bikes for pickup or delivery.',
    href: '/rentals',
    words: 'rental rentals ski snowboard bike gear equipment',
  },
  { title: 'Activities', text: 'Tubing, snowshoe tours and more.', href: '/activities', words: 'activity activities tubing snowshoe tour' },
  { title: 'Childcare', text: 'Licensed childcare at the base.', href: '/childcare', words: 'childcare child kids daycare nursery' },
];

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1);

/** How many of the query's words the text has (prefix matches count: "lesson" finds "lessons"). */
function score(query: string[], text: string): number {
  const have = words(text);
  return query.filter((q) => have.some((w) => w.startsWith(q) || (q.length > 3 && q.startsWith(w)))).length;
}

/** Spec section 7 "search results POST": products (by line and resort) and content (pages, FAQ, cards). */
export async function searchSite({ db, query }: { db: Db; query: string }): Promise<SearchResults> {
  const q = words(query).slice(0, 10);
  if (q.length === 0) return { query, results: [] };
  const scored: { result: Result; score: number }[] = [];
  const add = (result: Result, text: string) => {
    const s = score(q, text);
    if (s > 0) scored.push({ result, score: s });
  };
  const resortIn = DEMO_RESORTS.find((r) => score(q, r.name) > 0 || q.includes(r.id));
  for (const p of PRODUCTS) {
    add({ kind: 'product', title: p.title, text: p.text, href: p.href }, `${p.title} ${p.words} ${p.text}`);
    if (resortIn) {
      add(
        { kind: 'product', title: `${p.title} at ${resortIn.name}`, text: p.text, href: `${p.href}?resort=${resortIn.id}` },
        `${p.title} ${p.words} ${resortIn.name} ${resortIn.region}`,
      );
    }
  }
  for (const r of DEMO_RESORTS)
    add({ kind: 'page', title: r.name, text: `${r.name}, ${r.region}`, href: `/resorts/${r.id}` }, `${r.name} ${r.region} resort`);
  add(
    { kind: 'page', title: 'Weather and snow report', text: 'Weather at every resort.', href: '/weather' },
    'weather snow report conditions forecast',
  );

  const rows = await db.select({ key: blocks.pageKey, data: blocks.data }).from(blocks).innerJoin(pages, eq(pages.key, blocks.pageKey));
  for (const row of rows) {
    const parsed = ContentBlock.safeParse(row.data);
    if (!parsed.success) continue;
    const block = parsed.data;
    const href = row.key === 'home' ? '/' : `/resorts/${row.key.replace(/^resort:/, '')}`;
    if (block.kind === 'faq') {
      for (const item of block.items)
        add({ kind: 'faq', title: item.question, text: item.answer, href }, `${item.question} ${item.answer}`);
    }
    if (block.kind === 'cards') {
      for (const card of block.cards)
        add({ kind: 'page', title: card.title, text: card.text, href: card.href ?? href }, `${card.title} ${card.text}`);
    }
  }
  // Best first; the same link and title once.
  const seen = new Set<string>();
  const results = scored
    .sort((a, b) => b.score - a.score)
    .map((s) => s.result)
    .filter((r) => {
      const key = `${r.href}|${r.title}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 20);
  return { query, results };
}
