import { openDatabase, runMigrations } from '@resort/shared/server';
import { line } from './server/plugin';
import { dayPrices } from './server/schema';
import { sql } from 'drizzle-orm';
(async () => {
  const h = await openDatabase();
  await runMigrations(h, line.migrations);
  await line.seed(h.db);
  const rows = await h.db.select().from(dayPrices);
  await h.db.execute(sql`delete from liftaccess.day_prices`);
  let t = Date.now();
  await h.db.execute(sql`insert into liftaccess.day_prices (product_id, day, age_code, window_price, online_price)
    select x."productId", x.day, x."ageCode", x."windowPrice", x."onlinePrice" from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
    as x("productId" text, day date, "ageCode" text, "windowPrice" int, "onlinePrice" int) on conflict do nothing`);
  console.log('insert json', rows.length, Date.now() - t);
  console.log((await h.db.select({c: sql`count(*)`}).from(dayPrices)));
  await h.close();
})();
