import React, { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import ReactDOMClient, { type Root } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../query/query-client';
import { UNAVAILABLE_MESSAGE } from '../constants';
import { ResortThemeProvider } from '../tokens/theme-provider';
import { Unavailable } from '../ui/remote-boundary';
import { appContainer } from './app-container';
import { releaseWhenHydrated, takeServerMarkup } from './server-markup';

/**
 * Releases the area once this tree has committed into it and every lazily loaded part of the drawn
 * markup is hydrated too: after hydration, not when it starts.
 */
function Released({ container, children }: { container: HTMLElement; children: React.ReactNode }) {
  useLayoutEffect(() => releaseWhenHydrated(container), [container]);
  return children;
}

const unavailable = (name: string, container?: () => HTMLElement) => () => {
  const message = (
    <Unavailable role="status" data-testid={`unavailable-${name}`}>
      {UNAVAILABLE_MESSAGE}
    </Unavailable>
  );
  return container ? <Released container={container()}>{message}</Released> : message;
};

/**
 * Builds its children in a transition after the first commit. A first render is one blocking task
 * for React; in a transition React builds the tree in slices of a few milliseconds and yields in
 * between, so a phone answers taps while a line's page starts. The page appears all at once, as before.
 */
export function InSlices({ children, atOnce = false }: { children: React.ReactNode; atOnce?: boolean }) {
  const [ready, setReady] = useState(atOnce);
  useEffect(() => {
    if (!atOnce) startTransition(() => setReady(true));
  }, [atOnce]);
  return ready ? children : null;
}

/**
 * Hydrates the server's drawing in slices: a root hydrated at once is one blocking task as long as
 * the whole drawn page (35 ms on a fast machine for a resort page, four times that on a phone).
 * Started in a transition, React hydrates in slices of a few milliseconds and yields between them.
 */
export function hydrateInSlices(...args: Parameters<typeof ReactDOMClient.hydrateRoot>): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = ReactDOMClient.hydrateRoot(...args);
  });
  return root as Root;
}

// React's client for a remote's area: hydration in slices. The area stays inert until its tree has
// committed (`Released`), so no tap meets markup without code.
const clientHydratingInSlices: typeof ReactDOMClient = { ...ReactDOMClient, hydrateRoot: hydrateInSlices };

/**
 * A remote's './app': single-spa lifecycles over its root component, in its own React root (so
 * its own theme provider and the page's one QueryClient), rendered into its area of the page, or the body for global overlays.
 */
export function remoteApplication(name: string, Root: React.ComponentType, { global = false } = {}) {
  // Whether this mount takes over the markup the server drew (then its first render must be that
  // markup, so it does not wait for a slice) or draws the area itself.
  let hydrating = false;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: clientHydratingInSlices,
    renderType: () => {
      hydrating = takeServerMarkup(appContainer(name, global));
      return hydrating ? 'hydrateRoot' : 'createRoot';
    },
    rootComponent: () => (
      <Released container={appContainer(name, global)}>
        <QueryClientProvider client={queryClient}>
          <ResortThemeProvider>
            <InSlices atOnce={hydrating}>
              <Root />
            </InSlices>
          </ResortThemeProvider>
        </QueryClientProvider>
      </Released>
    ),
    errorBoundary: unavailable(name, () => appContainer(name, global)),
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
          <InSlices>
            <Widget {...props} />
          </InSlices>
        </ResortThemeProvider>
      </QueryClientProvider>
    ),
    errorBoundary: unavailable(name),
  });
}
