/**
 * Home's hero and the room its booking widget fills: sent by the server on first paint, drawn by the
 * shell when a visitor comes back to home from another page, so home looks the same either way.
 */
export const HOME_HERO_HTML = `<section class="hero" id="home-hero" aria-labelledby="hero-title"><div class="hero-inner">
<h1 id="hero-title">Your mountain days, booked.</h1>
<p class="lead">Lift tickets, lessons, lodging and rentals at four resorts, at the best prices when you buy ahead.</p>
<div class="booking-frame" id="booking-widget"><noscript><p class="noscript-note">Turn on JavaScript in your browser to book here: searching, choosing dates and paying need it. Every page of the store can still be read.</p></noscript></div></div></section>`;

/**
 * Home's hero goes when the page is not home: after home's own unmount, and after a route that left
 * home before home had started (a link followed while the store's code was still loading).
 */
export function removeHeroOffHome(pathname: string): void {
  if (pathname !== '/') document.getElementById('home-hero')?.remove();
}
