import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ResortThemeProvider } from '@resort/shared';
import { LodgingWidget, type LodgingWidgetProps } from './features/lodging-search/components/lodging-widget';
import { WidgetUnavailable } from './widget-unavailable';

// Parcel configs of this line's booking widgets, mounted by the shell's tabs.
export const lodging = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: (props: LodgingWidgetProps) =>
    React.createElement(ResortThemeProvider, null, React.createElement(LodgingWidget, props)),
  errorBoundary: () => React.createElement(WidgetUnavailable),
});
