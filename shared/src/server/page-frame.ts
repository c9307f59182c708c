import { PAGE_FRAME_ID } from '../constants';
import { theme } from '../tokens';
import { escapeHtml } from './html';

/**
 * What a line's page shows before its code has run: its heading (from the same rule the page uses),
 * a lead line, and a block reserving the room its form or results will take. The server puts it in
 * the first answer, so the heading paints at once on a slow phone; the shell lets it go in the
 * moment the line's page has its own heading, which lands in the same place.
 */
export interface PageFrame {
  heading: string;
  lead?: string;
  /** Height the skeleton reserves for the results or form below the heading. */
  skeletonHeight?: number;
  /**
   * What the line draws under the heading in place of the skeleton, already escaped: its page's
   * first screen as the page will show it (no focusable control: the page replaces it).
   */
  body?: string;
  /** The look of that body, beside PAGE_FRAME_CSS. */
  css?: string;
}

/** A line's frame for a page route it answers, or null for a route or query it does not frame. */
export type PageFrameProvider = (route: { pathname: string; query: URLSearchParams }) => Promise<PageFrame | null> | PageFrame | null;

/** The frame's markup for the main area. */
export function pageFrameHtml({ heading, lead, skeletonHeight = 360, body }: PageFrame): string {
  return (
    `<div id="${PAGE_FRAME_ID}" class="page-frame" data-testid="page-frame">` +
    `<h1>${escapeHtml(heading)}</h1>` +
    (lead ? `<p class="lead">${escapeHtml(lead)}</p>` : '') +
    (body ?? `<div class="skeleton" aria-hidden="true" style="min-height:${Math.max(0, Math.round(skeletonHeight))}px"></div>`) +
    '</div>'
  );
}

// The same box as the pages' PageContainer and the same type as a page Heading (shared/src/ui/layout.tsx),
// from the same tokens: the line's heading replaces the frame's without moving a pixel. The frame
// lies over the main area instead of taking room in it: the line's area starts where it will stay,
// and what it shows while loading is hidden under the frame, so nothing moves when the frame goes.
const { space, typeScale, colors, radii, media, sizes } = theme;
export const PAGE_FRAME_CSS = [
  '#main-content{position:relative}',
  `.page-frame{position:absolute;top:0;bottom:0;left:0;right:0;z-index:1;overflow:hidden;background:${colors.snow};width:100%;max-width:${sizes.page};margin:0 auto;padding:${space.lg} ${space.md}}`,
  `${media.tablet}{.page-frame{padding:${space.xl} ${space.lg}}}`,
  `${media.desktop}{.page-frame{padding:${space.xl} ${space.xl}}}`,
  `.page-frame:not(.drawn) h1{margin:0 0 ${space.md};font-weight:700;line-height:1.2;color:${colors.navy};font-size:${typeScale.xl}}`,
  `${media.tablet}{.page-frame:not(.drawn) h1{font-size:${typeScale.xxl}}}`,
  `.page-frame:not(.drawn) .lead{margin:-${space.sm} 0 ${space.lg};color:${colors.slate}}`,
  `.page-frame:not(.drawn) .skeleton{border-radius:${radii.lg};background:${colors.mist}}`,
  // A global remote's page as its server entry drew it: its own boxes, in the frame's place.
  '.page-frame.drawn{padding:0;max-width:none}',
].join('');
