import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ResortThemeProvider } from '@resort/shared';
import { Header } from './header';
import { Footer } from './footer';

/**
 * The header and footer replace the page's static first-paint markup with live versions. Both are
 * built in slices (a transition), out of the way of the page's start: the first render of React and
 * of the header's styles was one of a slow phone's longest tasks. The header's static markup stays
 * until its live version is whole (React clears a root's container when it first commits).
 */
export function mountLayout(): void {
  mountInSlices(document.getElementById('site-header'), <Header />);
  mountInSlices(document.getElementById('site-footer'), <Footer />);
}

function mountInSlices(container: HTMLElement | null, part: ReactNode): void {
  if (!container) return;
  const root = createRoot(container);
  startTransition(() => root.render(<ResortThemeProvider>{part}</ResortThemeProvider>));
}
