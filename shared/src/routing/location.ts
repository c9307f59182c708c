import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';

/** The current path and query, updated on every single-spa route change. */
export function useLocation(): { pathname: string; search: URLSearchParams } {
  const read = () => ({ pathname: window.location.pathname, search: new URLSearchParams(window.location.search) });
  const [location, setLocation] = useState(read);
  useEffect(() => {
    const update = () => setLocation(read());
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return location;
}

/** Client-side navigation between any pages of the store (any remote's routes). */
export function navigate(url: string): void {
  navigateToUrl(url);
}

/** The element a remote's application renders into: inside the shell's main area, or the page body for global overlays. */
export function appContainer(name: string, global = false): HTMLElement {
  const id = `app-${name}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    const parent = global ? document.body : (document.getElementById('main-content') ?? document.body);
    parent.appendChild(el);
  }
  return el;
}
