import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../query/query-client';
import { UNAVAILABLE_MESSAGE } from '../constants';
import { ResortThemeProvider } from '../tokens/theme-provider';
import { Unavailable } from '../ui/remote-boundary';
import { appContainer } from './app-container';

const unavailable = (name: string) => () => (
  <Unavailable role="status" data-testid={`unavailable-${name}`}>
    {UNAVAILABLE_MESSAGE}
  </Unavailable>
);

/**
 * A remote's './app': single-spa lifecycles over its root component, in its own React root (so
 * its own theme provider and the page's one QueryClient), rendered into its area of the page, or the body for global overlays.
 */
export function remoteApplication(name: string, Root: React.ComponentType, { global = false } = {}) {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => (
      <QueryClientProvider client={queryClient}>
        <ResortThemeProvider>
          <Root />
        </ResortThemeProvider>
      </QueryClientProvider>
    ),
    errorBoundary: unavailable(name),
    domElementGetter: () => appContainer(name, global),
  });
  return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount };
}

/** A booking widget as a parcel config for the shell's tabs; the tab's props reach the widget. */
export function widgetParcel<P extends object>(name: string, Widget: React.ComponentType<P>) {
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: (props: P) => (
      <QueryClientProvider client={queryClient}>
        <ResortThemeProvider>
          <Widget {...props} />
        </ResortThemeProvider>
      </QueryClientProvider>
    ),
    errorBoundary: unavailable(name),
  });
}
