import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ResortThemeProvider } from '../tokens/theme-provider';

/**
 * Renders a component as remoteApplication/widgetParcel would: in the theme and under a
 * QueryClient, a fresh one per call so no answer is cached across tests, with no retries so a
 * failure shows at once. For unit tests (jsdom) of every remote.
 */
export function renderInRemote(ui: ReactElement, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <ResortThemeProvider>{ui}</ResortThemeProvider>
      </QueryClientProvider>,
    ),
  };
}
