import { mainOutlet } from '@resort/shared/app-container';

/** The 404 page's markup: sent by the server on first paint, drawn by the shell after a client-side navigation. */
export const NOT_FOUND_HTML = `<section class="not-found" id="not-found" aria-labelledby="not-found-title"><div class="hero-inner">
<h1 id="not-found-title">Page not found</h1>
<p>We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.</p>
<p><a href="/">Go to the home page</a></p></div></section>`;

/** After a navigation: shows the 404 page when no page answers the path, and removes it otherwise. */
export function showNotFound(missing: boolean): void {
  const existing = document.getElementById('not-found');
  if (!missing) {
    existing?.remove();
    return;
  }
  if (existing) return;
  mainOutlet()?.insertAdjacentHTML('afterbegin', NOT_FOUND_HTML);
}
