import type { SessionContext } from '@resort/shared/server';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Fills the shell's HTML with the session's token and visitor state, so the header paints signed-in at once. */
const HOME_HERO = `<section class="hero" id="home-hero" aria-labelledby="hero-title"><div class="hero-inner">
<h1 id="hero-title">Your mountain days, booked.</h1>
<p class="lead">Lift tickets, lessons, lodging and rentals at four resorts, at the best prices when you buy ahead.</p>
<div class="booking-frame" id="booking-widget"></div></div></section>`;

export function renderShellPage(template: string, session: SessionContext | undefined, pathname = '/'): string {
  const user = session?.user ?? null;
  const state = { signedIn: Boolean(user), user };
  return (
    template
      .replace('__CSRF_TOKEN__', escapeHtml(session?.csrfToken ?? ''))
      .replace('__SESSION_STATE__', escapeHtml(JSON.stringify(state)))
      // The marker survives HTML minification with or without quotes.
      .replace(/<div id="?home-slot"?><\/div>/, pathname === '/' ? HOME_HERO : '')
      .replace('data-session-active="false"', `data-session-active="${user ? 'true' : 'false'}"`)
  );
}
