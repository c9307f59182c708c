import { PAGE_FRAME_ID } from '../constants';
import { theme } from '../tokens';

/**
 * A page of a global remote (cart, account) as its server entry drew it. Those remotes show their
 * pages through a portal, which cannot hydrate, so the drawing lies over the main area as the
 * page's frame: the page's own markup lands under it, in the same boxes, and the shell lets the
 * frame go the moment the page has its own heading (shell/src/layout/page-frame.ts).
 */
export const pageFrameHtml = (drawn: string): string =>
  `<div id="${PAGE_FRAME_ID}" class="page-frame" data-testid="page-frame">${drawn}</div>`;

// The frame lies over the main area instead of taking room in it: the line's area starts where it
// will stay, and what it shows while loading is hidden under the frame, so nothing moves when the
// frame goes.
const { colors } = theme;
export const PAGE_FRAME_CSS = [
  '#main-content{position:relative}',
  `.page-frame{position:absolute;top:0;bottom:0;left:0;right:0;z-index:1;overflow:hidden;background:${colors.snow};width:100%}`,
].join('');
