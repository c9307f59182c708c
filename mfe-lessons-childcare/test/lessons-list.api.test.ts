import { testBackends } from '@resort/shared/server/testing';
import { useLineApp } from './line-app';

// Spec section 7 "Lessons: by dates, lessons, detail, ...": "lessons" is the school's list, which a
// results page and the account page through.

describe.each(testBackends())('the lessons list on %s', (backend) => {
  let headers: Record<string, string>;

  const line = useLineApp(backend);
  beforeAll(async () => {
    headers = await line.postHeaders();
  });

  const list = (body: Record<string, unknown>) => line.app.inject({ method: 'POST', url: '/api/lessons/list', headers, payload: body });
  const rows = async (sql: string) => ((await line.handle.db.execute(sql as never)) as unknown as { rows: Record<string, unknown>[] }).rows;

  it('pages through one resort’s ski lessons without gaps or repeats, with the total from the catalog', async () => {
    const [{ n }] = await rows("SELECT count(*)::int AS n FROM lessons.lessons WHERE resort_id = 'summit-peak' AND sport = 'ski'");
    expect(Number(n)).toBeGreaterThan(5);
    const seen: string[] = [];
    let page = 1;
    let pageCount = 1;
    do {
      const res = await list({ resort: 'summit-peak', sport: 'ski', page, pageSize: 5 });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ page, pageSize: 5, total: Number(n) });
      pageCount = data.pageCount;
      expect(data.lessons.length).toBe(page < pageCount ? 5 : Number(n) - 5 * (pageCount - 1));
      for (const l of data.lessons) {
        expect(l).toMatchObject({ resortId: 'summit-peak', sport: 'ski' });
        seen.push(l.id);
      }
      page += 1;
    } while (page <= pageCount);
    expect(pageCount).toBe(Math.ceil(Number(n) / 5));
    expect(new Set(seen).size).toBe(Number(n));
  });

  it('narrows by type and lists every resort by default; a page past the end is empty', async () => {
    const privates = (await list({ type: 'private', pageSize: 50 })).json().data;
    expect(privates.lessons.every((l: { type: string }) => l.type === 'private')).toBe(true);
    const [{ n }] = await rows("SELECT count(*)::int AS n FROM lessons.lessons WHERE type = 'private'");
    expect(privates.total).toBe(Number(n));
    const last = (await list({ type: 'private', page: privates.pageCount, pageSize: 50 })).json().data;
    expect(last.lessons.at(-1).resortId).not.toBe(privates.lessons[0].resortId);
    const beyond = (await list({ type: 'private', page: 999, pageSize: 50 })).json().data;
    expect(beyond).toMatchObject({ lessons: [], total: privates.total });
  });

  it('refuses a bad page or size in words', async () => {
    const zero = await list({ page: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('Pages are numbered from 1.');
    const huge = await list({ pageSize: 500 });
    expect(huge.statusCode).toBe(400);
    expect(huge.body).toContain('A page lists 1 to 50 lessons.');
    expect((await list({ sport: 'luge' })).statusCode).toBe(400);
  });
});
