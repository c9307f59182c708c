import { createHash } from 'node:crypto';
import { escapeHtml, type PageCart, type SessionContext } from '@resort/shared/server';
import { HOME_HERO_HTML } from '../src/home/hero';
import { HOME_META, type PageMeta } from '../src/site/page-meta';
import { preloadTags } from './preload';
import type { DrawnLayout } from './server-render';
import { SERVER_DRAWN_ATTRIBUTE } from '@resort/shared/server-markup';

export { NOT_FOUND_HTML } from '../src/site/not-found';

/**
 * Starts the shell's entry script once the page's first paint is on screen instead of before it: the
 * heading, hero and frame in the HTML are there while the store's code downloads and runs, rather
 * than waiting behind its evaluation. The browser's report of the first contentful paint is the sign
 * (a frame callback alone can run before that frame reaches the screen); without paint timing, a
 * frame callback it is. The preloads of the code it will run (the template just before it) start
 * then too, after the entry, so until the first paint the fonts and the first screen's image have a
 * phone's bandwidth to themselves. Two per task: each request costs the main thread 1–9 ms at 4× CPU,
 * and the cart's twenty at once were a task of 35–82 ms. A page opened in a background tab (no
 * frames) starts at once, and any page after 3 s. Inline, so it costs no round trip; the security
 * policy allows exactly this text by its hash.
 */
export const BOOT_PRELOADS_PER_TASK = 2;
export const BOOT_SCRIPT =
  "(function(c){var s=c.dataset.src,t=c.previousElementSibling,l=t&&t.tagName==='TEMPLATE'?[].slice.call(t.content.children):[],P=window.PerformanceObserver," +
  `more=function(){l.splice(0,${BOOT_PRELOADS_PER_TASK}).forEach(function(x){document.head.appendChild(x)});l.length&&setTimeout(more,0)},` +
  "go=function(){if(!s)return;var e=document.createElement('script');e.src=s;s=null;document.body.appendChild(e);more()};" +
  "if(document.visibilityState==='hidden')return go();setTimeout(go,3000);" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(x,o){x.getEntriesByName('first-contentful-paint').length&&(o.disconnect(),setTimeout(go,0))}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(function(){setTimeout(go,0)})})(document.currentScript)';
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * Written right after a remote's area the server drew: the area shows at once but takes no click
 * or key until its remote has hydrated it (the mount lifts this), so nothing a visitor does is
 * lost to markup without its code. Without scripts the area stays as drawn, readable.
 */
export const HOLD_SCRIPT = 'document.currentScript.previousElementSibling.inert=true';
export const HOLD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HOLD_SCRIPT).digest('base64')}'`;

/** The built page's entry script tag (its minified form): replaced by the boot script. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?([^" >]+\/main\.js)"?><\/script>/;

// Beside the remote code the page names (`preloads`), the chunks the shell's start loads next to its
// entry (the build names them in startup-chunks.json): the start then finds them loaded instead of
// asking for each one from a task of its own. A template holds them inert until the boot script.
const bootScript = (startup: readonly string[], preloads: string) => (_tag: string, src: string) => {
  const later = preloads + preloadTags({ fetches: [], scripts: startup.map((file) => src.replace(/[^/]*$/, file)) });
  return `${later ? `<template>${later}</template>` : ''}<script data-src="${escapeHtml(src)}">${BOOT_SCRIPT}</script>`;
};

// The minified page leaves a placeholder attribute unquoted; the value put there is always quoted,
// since a name with a space would otherwise end the attribute early.
const CSRF_TOKEN = /"?__CSRF_TOKEN__"?/;
const SESSION_STATE = /"?__SESSION_STATE__"?/;
const CART_STATE = /"?__CART_STATE__"?/;
const attribute = (value: string) => () => `"${escapeHtml(value)}"`;

/** An analytics id for the session: a one-way digest of its token, or empty without a session. */
export const ampIdOf = (session: SessionContext | undefined) =>
  session?.csrfToken ? createHash('sha256').update(`amp:${session.csrfToken}`).digest('hex').slice(0, 24) : '';

export interface ShellPageOptions {
  pathname?: string;
  meta?: PageMeta;
  /** Markup put in the main area on first paint (the 404 page); home gets its hero. */
  main?: string;
  /** Extra tags for the head (a frame's styles). */
  head?: string;
  /** Preload tags of the remote code the page runs, started with the entry after the first paint. */
  preloads?: string;
  /** The visitor's cart when the cart line could tell it; without it the page has the cart remote ask. */
  cart?: PageCart | null;
  /** The files of the shell's start beside its entry script (startup-chunks.json of its build). */
  startup?: readonly string[];
  /** The header and footer the server drew (the browser hydrates them); without, the browser draws them. */
  layout?: DrawnLayout | null;
}

/** The visitor's state as the page carries it (its meta tag) and the header is drawn from. */
export const pageSessionState = (session: SessionContext | undefined) => {
  const user = session?.user ?? null;
  return { signedIn: Boolean(user), user };
};

// The header and footer elements of the built page, empty until drawn (with or without quotes).
const SITE_HEADER = /<header id="?site-header"?><\/header>/;
const SITE_FOOTER = /<footer id="?site-footer"?><\/footer>/;
const drawnPart = (tag: string, id: string, html: string) => () => `<${tag} id="${id}" ${SERVER_DRAWN_ATTRIBUTE}>${html}</${tag}>`;

/**
 * Fills the shell's HTML with the session's token, the visitor's state and cart (so the header paints
 * signed in, with its count, at once), the page's title and description.
 */
export function renderShellPage(template: string, session: SessionContext | undefined, options: ShellPageOptions | string = '/'): string {
  const {
    pathname = '/',
    meta = HOME_META,
    main,
    head = '',
    cart = null,
    startup = [],
    preloads = '',
    layout = null,
  } = typeof options === 'string' ? { pathname: options } : options;
  const state = pageSessionState(session);
  const user = state.user;
  const slot = main ?? (pathname === '/' ? HOME_HERO_HTML : '');
  return (
    template
      .replace(CSRF_TOKEN, attribute(session?.csrfToken ?? ''))
      .replace(SESSION_STATE, attribute(JSON.stringify(state)))
      .replace(CART_STATE, attribute(cart ? JSON.stringify(cart) : ''))
      .replace(
        /<title>[^<]*<\/title>/,
        () =>
          `<title>${escapeHtml(meta.title)}</title><meta name="description" content="${escapeHtml(meta.description)}">${head}${layout?.styles ?? ''}`,
      )
      .replace(SITE_HEADER, layout ? drawnPart('header', 'site-header', layout.header) : (found) => found)
      .replace(SITE_FOOTER, layout ? drawnPart('footer', 'site-footer', layout.footer) : (found) => found)
      // The marker survives HTML minification with or without quotes.
      .replace(/<div id="?home-slot"?><\/div>/, () => slot)
      // The visitor's analytics id (spec section 3, read from a body attribute): stable for the
      // session, and not the session's secret.
      .replace(/data-session-active="?false"?/, `data-session-active="${user ? 'true' : 'false'}" data-amp-id="${ampIdOf(session)}"`)
      .replace(ENTRY_SCRIPT, bootScript(startup, preloads))
  );
}
