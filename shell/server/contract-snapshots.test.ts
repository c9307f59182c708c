import fs from 'node:fs';
import path from 'node:path';
import { busSnapshot, judgeSeam, type SeamSnapshot, z } from '@resort/shared/contracts';
import * as account from '@resort/mfe-account/contract';
import * as cartCheckout from '@resort/mfe-cart-checkout/contract';
import * as lessonsChildcare from '@resort/mfe-lessons-childcare/contract';
import * as liftAccess from '@resort/mfe-lift-access/contract';
import * as lodging from '@resort/mfe-lodging/contract';
import * as rentals from '@resort/mfe-rentals/contract';
import * as shell from '../contract';

// The seams between teams, held to their committed snapshots (contract-snapshots/*.json): a
// breaking change to a bus event or a line's HTTP contract fails here unless its major version
// moves; an additive one passes once the snapshot is written again (UPDATE_CONTRACTS=1).

const dir = path.join(__dirname, 'contract-snapshots');

function contractSnapshot(mod: Record<string, unknown>): SeamSnapshot {
  const schemas: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
    if (!(value instanceof z.ZodType)) continue;
    try {
      schemas[name] = z.toJSONSchema(value, { unrepresentable: 'any', io: 'input' });
    } catch {
      schemas[name] = { unrepresentable: true };
    }
  }
  return { v: String(mod.CONTRACT_VERSION), schemas };
}

const seams: Array<[string, () => SeamSnapshot]> = [
  ['bus', busSnapshot],
  ['mfe-account', () => contractSnapshot(account)],
  ['mfe-cart-checkout', () => contractSnapshot(cartCheckout)],
  ['mfe-lessons-childcare', () => contractSnapshot(lessonsChildcare)],
  ['mfe-lift-access', () => contractSnapshot(liftAccess)],
  ['mfe-lodging', () => contractSnapshot(lodging)],
  ['mfe-rentals', () => contractSnapshot(rentals)],
  ['shell', () => contractSnapshot(shell)],
];

describe.each(seams)('the %s seam against its committed snapshot', (name, current) => {
  test('no breaking change without a major version, and the snapshot is the seam as it is', () => {
    const file = path.join(dir, `${name}.json`);
    const now = current();
    expect(Object.keys(now.schemas).length).toBeGreaterThan(0);
    if (process.env.UPDATE_CONTRACTS === '1' || !fs.existsSync(file)) {
      const committed = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SeamSnapshot) : null;
      if (committed) expect(judgeSeam(committed, now).breaking).toEqual([]);
      fs.writeFileSync(file, `${JSON.stringify(now, null, 2)}\n`);
      return;
    }
    const committed = JSON.parse(fs.readFileSync(file, 'utf8')) as SeamSnapshot;
    const { breaking, outdated } = judgeSeam(committed, now);
    // Breaking: bump the major of the seam's version (CONTRACT_VERSION, or BUS_V) and tell its consumers.
    expect(breaking).toEqual([]);
    // Additive: bump the minor and write the snapshot again (UPDATE_CONTRACTS=1 npm run test:contracts).
    expect(outdated ? `${name}: the snapshot is out of date` : 'up to date').toBe('up to date');
  });
});

describe('a consumer reads an answer one minor version ahead', () => {
  test('an answer of the next minor (an added field) is read with its known fields intact and the added one ignored', () => {
    // lodging 1.1 adds an optional `currency` to its packages answer and a `region` to a fallback count.
    const nextMinor = { message: null, packages: [], currency: 'USD' };
    expect(lodging.PackagesResponse.parse(nextMinor)).toEqual({ message: null, packages: [] });
    expect(shell.RemoteFallbackCounted.parse({ counted: true, region: 'eu' })).toEqual({ counted: true });
  });

  test.each(seams.filter(([name]) => name !== 'bus'))('no answer of %s refuses a field it does not know', (_name, current) => {
    // Requests are strict (the server is released before any remote that sends a new field); answers never are.
    const closed = Object.entries(current().schemas)
      .filter(([schema]) => !/(Body|Query|Params|Options?|Participant)$/.test(schema))
      .filter(([, json]) => (json as { additionalProperties?: unknown }).additionalProperties === false)
      .map(([schema]) => schema);
    expect(closed).toEqual([]);
  });
});
