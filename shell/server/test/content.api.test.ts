import { todayIsoIn } from '@resort/shared/dates';
import { imageSrcSet, PICTURE_SHAPES } from '@resort/shared/rules';
import { homePictures } from '../content/services/pages';
import { testBackends } from '@resort/shared/server/testing';
import { useStore } from './harness';

// Content pages from blocks stored in the 'content' schema (seeded), and the weather reports.

describe.each(testBackends())('content pages on %s', (backend) => {
  const store = useStore(backend);

  const get = (url: string) => store.app.inject({ url });

  test('the home page and each resort page are built from their stored blocks', async () => {
    const home = await get('/api/content/page?path=%2F');
    expect(home.statusCode).toBe(200);
    const data = home.json().data;
    expect(data.key).toBe('home');
    expect(data.blocks.map((b: { kind: string }) => b.kind)).toEqual(['cards', 'video', 'faq']);
    expect(data.blocks[0].cards.map((c: { href: string }) => c.href)).toContain('/resorts/summit-peak');
    // The day its widgets start from: the first resort's today, where that resort is.
    expect(data.today).toBe(todayIsoIn('America/Denver'));

    const resort = await get('/api/content/page?path=%2Fresorts%2Fsummit-peak');
    expect(resort.statusCode).toBe(200);
    const page = resort.json().data;
    expect(page).toMatchObject({ key: 'resort:summit-peak', title: 'Summit Peak', resortId: 'summit-peak' });
    expect(page.blocks.map((b: { kind: string }) => b.kind)).toEqual(['hero', 'gallery', 'booking', 'cards', 'modal', 'faq']);
    expect(page.weather).toMatchObject({ resortId: 'summit-peak', alert: { title: 'Winter storm warning' } });
    // Each resort page's today is its own resort's (Green Mountain is in Vermont).
    const vermont = (await get('/api/content/page?path=%2Fresorts%2Fgreen-mountain')).json().data;
    expect(vermont.today).toBe(todayIsoIn('America/New_York'));
    const gallery = page.blocks[1];
    expect(gallery.slides.some((s: { video?: string }) => s.video)).toBe(true);
    expect(page.blocks[5].multiselect).toBe(true);
  });

  test("home's pictures are rendered ahead in the shapes its cards and video poster ask for", async () => {
    const ahead = await homePictures({ db: store.handle.db });
    const home = (await get('/api/content/page?path=%2F')).json().data;
    const asked = (url: string, shape: number) =>
      imageSrcSet(url, shape)
        .split(', ')
        .map((c) => c.split(' ')[0]);
    const cards = home.blocks.find((b: { kind: string }) => b.kind === 'cards').cards.map((c: { image: string }) => c.image);
    const poster = home.blocks.find((b: { kind: string }) => b.kind === 'video').poster;
    expect(ahead).toEqual([
      ...cards.flatMap((url: string) => asked(url, PICTURE_SHAPES.card)),
      ...asked(poster, PICTURE_SHAPES.videoPoster),
    ]);
    // Every one of them is a picture the proxy renders.
    for (const url of ahead.slice(0, 2)) expect((await store.app.inject({ url, headers: { accept: 'image/webp' } })).statusCode).toBe(200);
  });

  test('a page the store does not have answers 404', async () => {
    for (const path of ['/nowhere', '/resorts/atlantis', '/resorts/summit-peak/extra']) {
      const res = await get(`/api/content/page?path=${encodeURIComponent(path)}`);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
    }
    expect((await get('/api/content/page')).statusCode).toBe(400);
  });

  test('header weather per resort, and the weather page lists every resort', async () => {
    const one = await get('/api/content/header-weather?resort=green-mountain');
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ resortName: 'Green Mountain', alert: null });
    expect((await get('/api/content/header-weather?resort=atlantis')).statusCode).toBe(404);
    expect((await get('/api/content/header-weather?resort=../x')).statusCode).toBe(400);
    const all = await get('/api/content/weather');
    expect(all.json().data.map((r: { resortId: string }) => r.resortId)).toEqual([
      'summit-peak',
      'cascade-ridge',
      'green-mountain',
      'coast-range',
    ]);
  });

  test('seeding again changes nothing', async () => {
    const { seedContent } = await import('../content/plugin');
    await seedContent(store.handle.db);
    const page = (await get('/api/content/page?path=%2F')).json().data;
    expect(page.blocks).toHaveLength(3);
  });
});
