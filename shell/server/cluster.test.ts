import os from 'node:os';
import { workerCount } from './cluster';

describe('how many processes serve', () => {
  test('one per core on PostgreSQL, WORKERS when given', () => {
    expect(workerCount({ DATABASE_URL: 'postgresql://db/store' }).count).toBe(os.availableParallelism());
    expect(workerCount({ DATABASE_URL: 'postgresql://db/store', WORKERS: '3' })).toEqual({ count: 3 });
    expect(workerCount({ DATABASE_URL: 'postgresql://db/store', WORKERS: '1' })).toEqual({ count: 1 });
  });

  test('one with the embedded PGlite, which cannot be shared, and it says why when more were asked', () => {
    expect(workerCount({})).toEqual({ count: 1 });
    const asked = workerCount({ WORKERS: '4' });
    expect(asked.count).toBe(1);
    expect(asked.note).toMatch(/PGlite database cannot be shared between processes/);
  });
});
