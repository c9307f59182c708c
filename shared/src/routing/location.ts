import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';

const readLocation = () => ({ pathname: window.location.pathname, search: new URLSearchParams(window.location.search) });

/** The current path and query, updated on every single-spa route change. */
export function useLocation(): { pathname: string; search: URLSearchParams } {
  const [location, setLocation] = useState(readLocation);
  useEffect(() => {
    const update = () => setLocation(readLocation());
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

export { appContainer, MAIN_CONTENT_ID, mainOutlet } from './app-container';
