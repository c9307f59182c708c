import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ResortThemeProvider, appContainer } from '@resort/shared';
import { Root } from './root';

// single-spa lifecycles of the lodging remote; each application has its own React root.
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => (
    <ResortThemeProvider>
      <Root />
    </ResortThemeProvider>
  ),
  errorBoundary: () => <p role="alert">This section is unavailable right now. Please try again later.</p>,
  domElementGetter: () => appContainer('lodging', false),
});

export const { bootstrap, mount, unmount } = lifecycles;
