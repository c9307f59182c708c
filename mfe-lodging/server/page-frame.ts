import fs from 'node:fs';
import path from 'node:path';
import { theme } from '@resort/shared/tokens';
import { IMAGE_NOT_AVAILABLE, imageProxyUrl, imageRenditions, imageSrcSet } from '@resort/shared/rules';
import { DEMO_RESORTS, escapeHtml, type Db, type PageFrame, type PageFrameProvider } from '@resort/shared/server';
import { LodgingResultsBody, type LodgingResultsRequest, type PropertyResult, type ResultsResponse, type RoomFilters } from '../contract';
import { isLodgingResults, LODGING_RESULTS_HEADING, PACKAGES_PROMPT } from '../src/features/lodging-results/model/page-heading';
import { PROPERTY_PHOTO } from '../src/features/lodging-results/model/property-photo';
import { amenityOptions, FILTER_LABELS, roomFiltersRequest, SORT_OPTIONS } from '../src/features/lodging-results/model/result-filters';
import {
  ADD_ROOM_LABEL,
  fromPriceText,
  resultsSummary,
  roomPrice,
  roomPriceNote,
  roomSleepsText,
  soldOutText,
} from '../src/features/lodging-results/model/results-summary';
import { resultsSeedHtml } from '../src/features/lodging-results/model/results-seed';
import { searchFromQuery } from '../src/features/lodging-results/model/search-from-query';
import { lodgingCatalog } from './services/catalog-reads';
import { lodgingResults } from './services/properties';
import { roomFilters } from './services/room-filters';

/** A property's photo as the page's bundle ships it ('/remotes/lodging/assets/…'), or null. */
export type PropertyPhotos = (image: string | null) => string | null;

/**
 * The photos of this line's build, by the name the bundle gives them (property-<image>.<hash>):
 * the same file the card's code imports, so the frame's picture is the one the card asks for.
 * Read again when a build replaces the folder.
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

const e = escapeHtml;

// Static stand-ins for the filters: the same boxes with the values the address sets, no controls.
function filtersHtml(query: URLSearchParams, filters: RoomFilters): string {
  const resort = DEMO_RESORTS.find((r) => r.id === query.get('resort'))?.name ?? FILTER_LABELS.allResorts;
  const sort = SORT_OPTIONS.find((o) => o.value === (query.get('sort') ?? ''))?.label ?? '';
  const field = (label: string, value: string, select: boolean) =>
    `<div class="field"><span class="label">${e(label)}</span><span class="control${select ? ' select' : ''}">${e(value)}</span></div>`;
  const checked = query.getAll('amenity');
  return (
    '<div class="filters" aria-hidden="true">' +
    field(FILTER_LABELS.resort, resort, true) +
    field(FILTER_LABELS.maxPrice, query.get('maxprice') ?? '', false) +
    field(FILTER_LABELS.sort, sort, true) +
    `<fieldset><legend>${e(FILTER_LABELS.amenities)}</legend>` +
    amenityOptions(filters.amenities, checked)
      .map(
        ({ name, count }) =>
          `<span class="amenity"><span class="box${checked.includes(name) ? ' on' : ''}"></span><span>${e(name)}` +
          `${count === null ? '' : `<span class="count">(${count})</span>`}</span></span>`,
      )
      .join('') +
    '</fieldset></div>'
  );
}

// The React card's photo: the same proxy address, srcset and sizes, so the browser keeps the download.
function photoHtml(url: string | null, alt: string): string {
  const { aspectRatio, sizes } = PROPERTY_PHOTO;
  if (!url) return `<div class="photo"><div class="missing">${e(IMAGE_NOT_AVAILABLE)}</div></div>`;
  const src = imageProxyUrl({ url, width: 1024, height: Math.round(1024 / aspectRatio), resizingType: 'fill' });
  return (
    `<div class="photo"><img src="${e(src)}" srcset="${e(imageSrcSet(url, aspectRatio))}" sizes="${e(sizes)}" alt="${e(alt)}"` +
    ' loading="eager" fetchpriority="high" decoding="async"></div>'
  );
}

function cardHtml(property: PropertyResult, nights: number, photos: PropertyPhotos): string {
  const from = fromPriceText(property);
  const rooms = property.rooms
    .map(
      (room) =>
        `<li><div><h4>${e(room.name)}</h4><p class="detail">${e(roomSleepsText(room))}</p></div>` +
        (room.soldOut
          ? `<p class="sold-out">${e(soldOutText(room))}</p>`
          : `<p class="price">${e(roomPrice(room))}<small>${e(roomPriceNote(nights))}</small></p>`) +
        `<div><span class="button${room.soldOut ? ' off' : ''}">${e(ADD_ROOM_LABEL)}</span></div></li>`,
    )
    .join('');
  return (
    '<article class="card">' +
    photoHtml(photos(property.image), property.name) +
    `<div><h3><span class="link">${e(property.name)}</span></h3>` +
    `<p class="resort">${e(property.resortName)}</p><p class="description">${e(property.description)}</p>` +
    `<ul class="amenities">${property.amenities.map((a) => `<li>${e(a)}</li>`).join('')}</ul>` +
    (from ? `<p class="from">${e(from)}</p>` : '') +
    `<ul class="rooms">${rooms}</ul></div></article>`
  );
}

/**
 * The results page's first screen, from the same search the page will post: the packages line, the
 * filters as the address sets them, the summary and the first property, with the answer itself for
 * the page to start from. The photo is requested with the page instead of after the line's code and
 * the search, and the page lands on it unmoved.
 */
function resultsBody(
  query: URLSearchParams,
  request: LodgingResultsRequest,
  data: ResultsResponse,
  filters: RoomFilters,
  photos: PropertyPhotos,
): string {
  return (
    '<div class="lodging-frame">' +
    `<p>${e(PACKAGES_PROMPT.before)} <span class="link">${e(PACKAGES_PROMPT.link)}</span> ${e(PACKAGES_PROMPT.after)}</p>` +
    filtersHtml(query, filters) +
    `<p class="summary">${e(resultsSummary(data))}</p>` +
    cardHtml(data.properties[0], data.nights, photos) +
    resultsSeedHtml({ request, data, filters: { request: roomFiltersRequest(request), data: filters } }) +
    '</div>'
  );
}

/** Every rendition a results frame can put first: each property's photo at each width of its srcset. */
export async function lodgingFramePictures(db: Db, photos: PropertyPhotos = builtPropertyPhotos()): Promise<string[]> {
  const { properties } = await lodgingCatalog(db);
  const urls = new Set(properties.map((p) => photos(p.image)).filter((url): url is string => url !== null));
  return [...urls].flatMap((url) => imageRenditions(url, PROPERTY_PHOTO.aspectRatio).map((r) => r.address));
}

/**
 * The results page's frame: its first screen for a search that finds a property; the heading and
 * reserved room for one the page refuses or that finds nothing (the page says so itself).
 */
export const lodgingPageFrame =
  (db: Db, photos: PropertyPhotos = builtPropertyPhotos()): PageFrameProvider =>
  async ({ pathname, query }) => {
    if (!isLodgingResults(pathname, query)) return null;
    const frame: PageFrame = { heading: LODGING_RESULTS_HEADING, skeletonHeight: 560 };
    const parsed = searchFromQuery(query);
    const body = parsed.ok ? LodgingResultsBody.safeParse(parsed.request) : null;
    if (!parsed.ok || !body?.success) return frame;
    const [data, filters] = await Promise.all([lodgingResults(db, body.data), roomFilters(db, roomFiltersRequest(body.data))]);
    if (data.properties.length === 0) return frame;
    return { ...frame, body: resultsBody(query, parsed.request, data, filters, photos), css: LODGING_FRAME_CSS };
  };

// The page's own boxes (PageContainer's children: the packages line, ResultsFilters, Summary,
// PropertyCard with RoomRow), from the same tokens, so the frame's first card is where the page's lands.
const { space, typeScale, colors, radii, media, shadows, fonts } = theme;
const f = '.page-frame .lodging-frame';
export const LODGING_FRAME_CSS = [
  // The store's face with its metric-matched local stand-in (the shell's page declares both).
  `${f}{font-family:${fonts.body}}`,
  `${f} .link{text-decoration:underline;color:${colors.navy}}`,
  // ResultsFilters and shared Field, Label, Input and Select.
  `${f} .filters{display:grid;gap:0 ${space.md};margin-bottom:${space.md}}`,
  `${media.tablet}{${f} .filters{grid-template-columns:repeat(3,1fr)}}`,
  `${f} .field{margin-bottom:${space.md};min-width:0}`,
  `${f} .label{display:block;font-size:${typeScale.sm};font-weight:600;margin-bottom:${space.xs};color:${colors.navy}}`,
  `${f} .control{display:block;position:relative;width:100%;min-height:44px;padding:${space.sm} ${space.md};border:1px solid ${colors.slate};border-radius:${radii.sm};background:${colors.snow};color:${colors.navy};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
  `${f} .select{padding-right:${space.xl}}`,
  `${f} .select::after{content:"";position:absolute;right:${space.md};top:50%;width:6px;height:6px;margin-top:-5px;border:solid ${colors.navy};border-width:0 2px 2px 0;transform:rotate(45deg)}`,
  `${f} fieldset{border:0;padding:0;margin:0 0 ${space.md};grid-column:1/-1;display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:${space.xs} ${space.md}}`,
  `${f} legend{font-weight:600;margin-bottom:${space.xs}}`,
  `${f} .amenity{display:flex;align-items:center;gap:${space.xs};height:3rem;line-height:1.25}`,
  `${f} .count{margin-left:0.25em;color:${colors.slate}}`,
  // The size and margins of the browser's own checkbox.
  `${f} .box{flex:none;width:13px;height:13px;margin:3px 3px 3px 4px;border:1px solid ${colors.slate};border-radius:2px;background:${colors.snow}}`,
  `${f} .box.on{position:relative;background:${colors.focus};border-color:${colors.focus}}`,
  `${f} .box.on::after{content:"";position:absolute;left:3px;top:0;width:4px;height:8px;border:solid ${colors.snow};border-width:0 2px 2px 0;transform:rotate(45deg)}`,
  `${f} .summary{margin:0 0 ${space.lg};color:${colors.slate}}`,
  // PropertyCard: the shared Card, photo beside the details from tablets up.
  `${f} .card{display:grid;gap:${space.md};background:${colors.snow};color:${colors.navy};border:1px solid ${colors.line};border-radius:${radii.lg};box-shadow:${shadows.card};padding:${space.md}}`,
  `${media.tablet}{${f} .card{padding:${space.lg};grid-template-columns:minmax(220px,1fr) 2fr}}`,
  `${f} .photo{position:relative;width:100%;overflow:hidden;background:${colors.mist};aspect-ratio:${PROPERTY_PHOTO.aspectRatio}}`,
  `${f} .photo img{display:block;width:100%;height:100%;object-fit:cover}`,
  `${f} .missing{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;color:${colors.slate};font-size:${typeScale.sm};text-align:center;padding:${space.sm};min-height:4rem}`,
  `${f} h3{margin:0;font-weight:700;line-height:1.2;color:${colors.navy};font-size:${typeScale.md}}`,
  `${media.tablet}{${f} h3{font-size:${typeScale.lg}}}`,
  `${f} .resort{margin:${space.xxs} 0 ${space.sm};color:${colors.slate};font-size:${typeScale.sm}}`,
  `${f} .description{margin:0 0 ${space.sm};color:${colors.navy}}`,
  `${f} .amenities{list-style:none;padding:0;margin:0 0 ${space.sm};display:flex;flex-wrap:wrap;gap:${space.xs}}`,
  `${f} .amenities li{background:${colors.mist};color:${colors.navy};border-radius:${radii.pill};padding:${space.xxs} ${space.sm};font-size:${typeScale.xs}}`,
  `${f} .from{margin:0;color:${colors.navy};font-size:${typeScale.sm}}`,
  // RoomRow: the shared ResultRow, ResultName, ResultDetail, ResultPrice and Button.
  `${f} .rooms{list-style:none;padding:0;margin:0}`,
  `${f} .rooms>li{display:grid;gap:${space.sm};grid-template-columns:1fr;padding:${space.md} 0;border-top:1px solid ${colors.line}}`,
  `${media.tablet}{${f} .rooms>li{grid-template-columns:1fr auto minmax(10rem,auto);align-items:center;gap:${space.md}}}`,
  `${f} h4{margin:0;font-size:${typeScale.md};color:${colors.navy}}`,
  `${f} .detail{margin:${space.xxs} 0 0;color:${colors.slate};font-size:${typeScale.sm}}`,
  `${f} .price{margin:0;font-weight:700;color:${colors.navy}}`,
  `${f} .price small{display:block;font-weight:400;color:${colors.slate};font-size:${typeScale.xs}}`,
  `${f} .sold-out{margin:0;font-weight:700;color:${colors.error}}`,
  `${f} .button{display:block;text-align:center;font-weight:600;font-size:${typeScale.md};min-height:44px;padding:${space.sm} ${space.lg};border-radius:${radii.md};border:2px solid transparent;background:${colors.accent};color:${colors.snow}}`,
  `${f} .button.off{background:${colors.mist};color:${colors.disabled};border-color:${colors.line}}`,
].join('');
