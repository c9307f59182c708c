import { startTransition } from 'react';
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
  const header = document.getElementById('site-header');
  const footer = document.getElementById('site-footer');
  for (const [container, part] of [
    [header, <Header key="header" />],
    [footer, <Footer key="footer" />],
  ] as const) {
    if (!container) continue;
    const root = createRoot(container);
    startTransition(() => root.render(<ResortThemeProvider>{part}</ResortThemeProvider>));
  }
}
