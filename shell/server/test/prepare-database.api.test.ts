import { createTestDatabase, testBackends } from '@resort/shared/server/testing';
import type { DatabaseHandle, Db } from '@resort/shared/server';
import { lines } from '../lines';
import { prepareDatabase } from '../startup';

// "The compiled server answers within 3 s of start on an existing database": the seeds, which
// take seconds, run before the store answers only when the database is new or a migration has
// just changed it.
describe.each(testBackends())('preparing the database at start on %s', (backend) => {
  let handle: DatabaseHandle;
  const migrations = lines[0].migrations;
  const seeded: Db[] = [];
  const seed = async (db: Db) => {
    seeded.push(db);
  };

  beforeAll(async () => {
    handle = await createTestDatabase(backend, []);
  });
  afterAll(() => handle.close());

  it('seeds a new database before the store answers', async () => {
    expect(await prepareDatabase(handle, migrations, [seed])).toBeNull();
    expect(seeded).toHaveLength(1);
  });

  it('on an existing database leaves the seeds for after the store answers, and runs them when asked', async () => {
    const later = await prepareDatabase(handle, migrations, [seed]);
    expect(later).not.toBeNull();
    expect(seeded).toHaveLength(1);
    await later!.seedInBackground();
    expect(seeded).toHaveLength(2);
  });

  it('seeds before answering again when a migration was just applied', async () => {
    const withContent = [...migrations, ...lines[1].migrations];
    expect(await prepareDatabase(handle, withContent, [seed])).toBeNull();
    expect(seeded).toHaveLength(3);
  });
});
