import fs from 'node:fs';
import path from 'node:path';
import { imageRenditions } from '@resort/shared/rules';
import { type Db, type PageDataProvider, seedOf } from '@resort/shared/server';
import { LodgingResultsBody } from '../contract';
import { isLodgingResults } from '../src/features/lodging-results/model/page-heading';
import { PROPERTY_PHOTO } from '../src/features/lodging-results/model/property-photo';
import { lodgingResultsKey, propertyDetailsKey, roomFiltersKey } from '../src/features/lodging-results/model/query-keys';
import { matchRoute } from '@resort/shared/routes';
import { ROUTES } from '../src/routes';
import { roomFiltersRequest } from '../src/features/lodging-results/model/result-filters';
import { searchFromQuery } from '../src/features/lodging-results/model/search-from-query';
import { lodgingCatalog } from './services/catalog-reads';
import { lodgingResults, propertyDetails } from './services/properties';
import { roomFilters } from './services/room-filters';

/** A property's photo as the page's bundle ships it ('/remotes/lodging/assets/…'), or null. */
export type PropertyPhotos = (image: string | null) => string | null;

/**
 * The photos of this line's build, by the name the bundle gives them (property-<image>.<hash>):
 * the same file the card's code imports. Read again when a build replaces the folder.
 */
export function builtPropertyPhotos(dist = path.join(__dirname, '..', 'dist'), base = '/remotes/lodging/'): PropertyPhotos {
  let seen: { mtimeMs: number; files: Map<string, string> } | null = null;
  return (image) => {
    if (!image) return null;
    const dir = path.join(dist, 'assets');
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(dir).mtimeMs;
    } catch {
      return null;
    }
    if (seen?.mtimeMs !== mtimeMs) {
      const files = new Map<string, string>();
      for (const file of fs.readdirSync(dir)) {
        const name = /^property-([\w-]+)\.[0-9a-f]{8}\.(svg|png|jpe?g|webp|avif)$/.exec(file)?.[1];
        if (name) files.set(name, `${base}assets/${file}`);
      }
      seen = { mtimeMs, files };
    }
    return seen.files.get(image) ?? null;
  };
}

/** Every rendition a results page can put first: each property's photo at each width of its srcset. */
export async function lodgingFirstPictures(db: Db, photos: PropertyPhotos = builtPropertyPhotos()): Promise<string[]> {
  const { properties } = await lodgingCatalog(db);
  const urls = new Set(properties.map((p) => photos(p.image)).filter((url): url is string => url !== null));
  return [...urls].flatMap((url) => imageRenditions(url, PROPERTY_PHOTO.aspectRatio).map((r) => r.address));
}

/**
 * A lodging page's answers, read as the API answers them, under the keys the page's queries use:
 * for a property page its details; for the results page the "lodging results" and "room filters"
 * of the search in its address, so the server draws the results (first photo and price included)
 * and the page starts from them. A search the page refuses gets none (the page shows its message).
 */
export const lodgingPageData =
  (db: Db): PageDataProvider =>
  async ({ pathname, query }) => {
    const route = matchRoute(ROUTES, pathname);
    if (route?.page === 'property') {
      const { propertyId } = route.params;
      return [seedOf(propertyDetailsKey(propertyId), await propertyDetails({ db, propertyId }))];
    }
    if (!isLodgingResults(pathname, query)) return null;
    const parsed = searchFromQuery(query);
    const body = parsed.ok ? LodgingResultsBody.safeParse(parsed.request) : null;
    if (!parsed.ok || !body?.success) return null;
    const filtersRequest = roomFiltersRequest(parsed.request);
    const [data, filters] = await Promise.all([lodgingResults(db, body.data), roomFilters(db, roomFiltersRequest(body.data))]);
    return [seedOf(lodgingResultsKey(parsed.request), data), seedOf(roomFiltersKey(filtersRequest), filters)];
  };
