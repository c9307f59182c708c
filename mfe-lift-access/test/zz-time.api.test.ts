import { createTestDatabase } from '@resort/shared/server/testing';
import { line } from '../server/plugin';
import { windowPrice } from '../server/pricing';
test('t', async () => {
  let t = Date.now();
  for (let i = 0; i < 15000; i++) windowPrice('summit-peak', 1 + (i % 5), '2026-12-01', 1);
  console.log('price', Date.now() - t); t = Date.now();
  const h = await createTestDatabase('pglite', line.migrations);
  console.log('db', Date.now() - t); t = Date.now();
  await line.seed(h.db);
  console.log('seed', Date.now() - t); t = Date.now();
  await h.close();
});
