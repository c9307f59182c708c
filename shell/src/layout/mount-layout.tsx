import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ResortThemeProvider } from '@resort/shared';
import { Header } from './header';
import { Footer } from './footer';

/** The header and footer replace the page's static first-paint markup with live versions. */
export function mountLayout(): void {
  const header = document.getElementById('site-header');
  const footer = document.getElementById('site-footer');
  if (header) {
    header.innerHTML = '';
    createRoot(header).render(
      <ResortThemeProvider>
        <Header />
      </ResortThemeProvider>,
    );
  }
  // The footer starts below the first screen: it is built in slices, out of the way of the page's start.
  if (footer) {
    const root = createRoot(footer);
    startTransition(() =>
      root.render(
        <ResortThemeProvider>
          <Footer />
        </ResortThemeProvider>,
      ),
    );
  }
}
