import { createContext, useContext, useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';

export interface PageLocation {
  pathname: string;
  search: URLSearchParams;
}

const readLocation = (): PageLocation => ({ pathname: window.location.pathname, search: new URLSearchParams(window.location.search) });

/** The address a page is drawn for on the server, where there is no window to read it from. */
export const ServerLocation = createContext<PageLocation | null>(null);

/** The current path and query, updated on every single-spa route change. */
export function useLocation(): PageLocation {
  const onServer = useContext(ServerLocation);
  const [location, setLocation] = useState(() => onServer ?? readLocation());
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
