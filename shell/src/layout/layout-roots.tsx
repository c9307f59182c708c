import { ResortThemeProvider } from '@resort/shared';
import { Footer } from './footer';
import { Header, type HeaderStart } from './header';

// The header's and footer's trees, one definition for the server that draws them (src/ssr.tsx) and
// the browser that hydrates them (mount-layout.tsx): the same providers, so the markup matches.
export const headerRoot = (start: HeaderStart) => (
  <ResortThemeProvider>
    <Header start={start} />
  </ResortThemeProvider>
);

export const footerRoot = () => (
  <ResortThemeProvider>
    <Footer />
  </ResortThemeProvider>
);
