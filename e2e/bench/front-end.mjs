// The bench's browser parts: Lighthouse on every page type and the input latencies, judged
// against the issue's targets. `npm run bench` runs them among the rest; BENCH_ONLY runs them alone.
import { interactions, interactionTargets } from './interaction.mjs';
import { lighthouse, lighthouseTargets } from './lighthouse.mjs';
import { benchDatabase, startStore } from './store.mjs';

export const FRONT_END_PARTS = ['lighthouse', 'interaction'];

/** The summary's lines of the parts asked for, in the order the full bench runs them. */
export async function frontEnd(base, parts = new Set(FRONT_END_PARTS)) {
  const summary = [];
  if (parts.has('lighthouse')) summary.push(...lighthouseTargets(await lighthouse(base)));
  if (parts.has('interaction')) summary.push(...interactionTargets(await interactions(base)));
  return summary;
}

/** The server's part (throughput, varied searches, the race) can run alone too (run.mjs). */
export const BENCH_PARTS = [...FRONT_END_PARTS, 'throughput'];

/** BENCH_ONLY=lighthouse,interaction,throughput as a set of parts, or null when the whole bench is asked for. */

export function onlyParts(value = process.env.BENCH_ONLY) {
  if (!value) return null;
  const parts = new Set(
    value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );
  const unknown = [...parts].filter((p) => !BENCH_PARTS.includes(p));
  if (unknown.length) throw new Error(`BENCH_ONLY: no part ${unknown.join(', ')}; the parts that run alone are ${BENCH_PARTS.join(', ')}`);
  return parts;
}

/** Those parts alone, on a store of their own (the full bench's database and settings), with their targets. */
export async function frontEndOnly(parts, port) {
  const db = await benchDatabase();
  let store;
  try {
    store = await startStore(port, { ...db.env, TRUST_PROXY: '1' });
    console.log(
      `Compiled store on ${db.kind}; only ${[...parts].join(' and ')}${process.env.BENCH_PAGES ? `, pages ${process.env.BENCH_PAGES}` : ''}`,
    );
    const summary = await frontEnd(store.url, parts);
    console.log('\nTargets:');
    for (const [name, figure, target, met] of summary)
      console.log(`  ${met ? 'met    ' : 'NOT MET'} ${name.padEnd(34)} ${figure.padEnd(34)} ${target}`);
  } finally {
    await store?.stop();
    await db.drop();
  }
}
