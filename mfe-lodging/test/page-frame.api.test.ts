import fs from 'node:fs';
import { JSDOM } from 'jsdom';
import os from 'node:os';
import path from 'node:path';
import { formatDate, resortToday } from '@resort/shared/dates';
import { imageProxyUrl, imageSrcSet } from '@resort/shared/rules';
import { escapeHtml, type PageFrameProvider, pageFrameHtml } from '@resort/shared/server';
import { newVisitor, testBackends, useLines, type Visitor } from '@resort/mfe-account/testing';
import type { ResultsResponse } from '../contract';
import { builtPropertyPhotos, lodgingFramePictures, lodgingPageFrame } from '../server/page-frame';
import { line } from '../server/plugin';
import { PROPERTY_PHOTO } from '../src/features/lodging-results/model/property-photo';
import { seededResults, seededRoomFilters } from '../src/features/lodging-results/model/results-seed';
import { roomFiltersRequest } from '../src/features/lodging-results/model/result-filters';
import { searchFromQuery } from '../src/features/lodging-results/model/search-from-query';
import { fromPriceText, resultsSummary } from '../src/features/lodging-results/model/results-summary';

// Issue "Performance": the results page's first answer paints its first screen, the first result
// included, from the same search the page posts.

const TODAY = resortToday('America/Denver');
const mmdd = (days: number) => formatDate(TODAY.plus({ days }));
const HASH = '0123abcd';

const searchRequest = (query: Record<string, string>) => {
  const parsed = searchFromQuery(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.request;
};

describe.each(testBackends())('lodging results frame on %s', (backend) => {
  let visitor: Visitor;
  let dist: string;
  let frame: PageFrameProvider;

  const testApp = useLines(backend, [line]);
  beforeAll(async () => {
    visitor = await newVisitor(testApp.app);
    // A build of the line's pictures as webpack names them.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lodging-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    for (const image of ['cabin', 'condo', 'hotel', 'lodge'])
      fs.writeFileSync(path.join(dist, 'assets', `property-${image}.${HASH}.svg`), '<svg/>');
    frame = lodgingPageFrame(testApp.handle.db, builtPropertyPhotos(dist));
  }, 60_000);

  afterAll(async () => {
    fs.rmSync(dist, { recursive: true, force: true });
  }, 60_000);

  const framed = async (query: Record<string, string>, pathname = '/lodging') => {
    const found = await frame({ pathname, query: new URLSearchParams(query) });
    return found && pageFrameHtml(found);
  };
  const stay = { arrivaldate: mmdd(40), departuredate: mmdd(43), adultcount: '2', childcount: '1', childagearray: '8' };

  test('a search that finds properties opens with the first one the API answers: its name, price and photo', async () => {
    const searches: Record<string, string>[] = [{}, { sort: 'name' }, { sort: 'price', resort: 'summit-peak' }];
    for (const filters of searches) {
      const query = { ...stay, ...filters };
      const api = await visitor.post('/api/lodging/results', { ...query, adultcount: 2, childcount: 1 });
      expect(api.statusCode).toBe(200);
      const data: ResultsResponse = api.json().data;
      const [first, second] = data.properties;
      const html = (await framed(query))!;
      // What it draws, apart from the answer it carries for the page.
      const drawn = html.replace(/<script type="application\/json"[^>]*>.*?<\/script>/, '');

      expect({ filters, card: html.match(/<article/g)?.length }).toEqual({ filters, card: 1 });
      expect(html).toContain(`<h3><span class="link">${escapeHtml(first.name)}</span></h3>`);
      expect(drawn).not.toContain(escapeHtml(second.name));
      expect(html).toContain(escapeHtml(fromPriceText(first)!));
      expect(html).toContain(escapeHtml(resultsSummary(data)));
      // The card's own picture, asked for as the page's card asks for it.
      const url = `/remotes/lodging/assets/property-${first.image}.${HASH}.svg`;
      const src = imageProxyUrl({ url, width: 1024, height: Math.round(1024 / PROPERTY_PHOTO.aspectRatio), resizingType: 'fill' });
      expect(html).toContain(
        `<img src="${escapeHtml(src)}" srcset="${escapeHtml(imageSrcSet(url, PROPERTY_PHOTO.aspectRatio))}" sizes="${escapeHtml(PROPERTY_PHOTO.sizes)}"`,
      );
      // Nothing in it takes focus: the page replaces it.
      expect(html).not.toMatch(/<(a|button|input|select|textarea)\b|tabindex/);
      // The page starts from the same answer, for the request it will make.
      const seed = new JSDOM(html).window.document;
      expect(seededResults(searchRequest(query), seed)).toEqual(data);
      expect(seededResults(searchRequest({ ...query, adultcount: '3' }), seed)).toBeUndefined();
      // And from the stay's "room filters" answer: the amenities it draws are the ones the call offers.
      const stayAsked = roomFiltersRequest(searchRequest(query)!);
      const offered = (await visitor.post('/api/lodging/room-filters', stayAsked)).json().data;
      expect(seededRoomFilters(stayAsked, seed)).toEqual(offered);
      for (const { name, count } of offered.amenities as { name: string; count: number }[])
        expect(drawn).toContain(`${escapeHtml(name)}<span class="count">(${count})</span>`);
    }
  });

  test('the pictures rendered ahead at start are every address a results frame can ask for first', async () => {
    const pictures = await lodgingFramePictures(testApp.handle.db, builtPropertyPhotos(dist));
    // The seeded properties' four photos (cabin, condo, hotel, lodge) at the four image breakpoints.
    expect(pictures).toHaveLength(16);
    expect(new Set(pictures).size).toBe(16);
    const searches: Record<string, string>[] = [
      {},
      { sort: 'price' },
      { sort: 'name', resort: 'green-mountain' },
      { resort: 'cascade-ridge' },
    ];
    for (const filters of searches) {
      const html = await framed({ ...stay, ...filters });
      if (!html) continue;
      const img = new JSDOM(html).window.document.querySelector('img')!;
      const asked = [
        img.getAttribute('src')!,
        ...img
          .getAttribute('srcset')!
          .split(', ')
          .map((c) => c.split(' ')[0]),
      ];
      expect({ filters, missing: asked.filter((a) => !pictures.includes(a)) }).toEqual({ filters, missing: [] });
    }
    // None when the build ships no pictures.
    expect(await lodgingFramePictures(testApp.handle.db, builtPropertyPhotos(path.join(dist, 'missing')))).toEqual([]);
  });

  test('a picture the build does not ship reads Image Not Available', async () => {
    const bare = lodgingPageFrame(testApp.handle.db, builtPropertyPhotos(path.join(dist, 'missing')));
    const html = pageFrameHtml((await bare({ pathname: '/lodging', query: new URLSearchParams(stay) }))!);
    expect(html).toContain('<article');
    expect(html).not.toContain('<img');
    expect(html).toContain('Image Not Available');
  });

  test('what the address says is shown as text, escaped', async () => {
    const html = (await framed({ ...stay, maxprice: '<b>"9"</b>' }))!;
    expect(html).toContain('&#60;b&#62;&#34;9&#34;&#60;/b&#62;');
    expect(html).not.toContain('<b>');
  });

  test('a query the page refuses, or a search that finds nothing, keeps the heading and reserved room without a card', async () => {
    for (const query of [
      { ...stay, departuredate: stay.arrivaldate },
      { ...stay, resort: 'nowhere' },
      { ...stay, adultcount: '99' },
      { ...stay, amenity: 'x'.repeat(41) },
      { ...stay, maxprice: '1' },
    ]) {
      const html = await framed(query);
      expect({ query, html }).toEqual({ query, html: expect.stringContaining('<h1>Lodging</h1><div class="skeleton"') });
      expect(html).not.toContain('<article');
    }
    expect(await framed(stay, '/lodging/packages')).toBeNull();
    expect(await framed({})).toBeNull();
  });
});
