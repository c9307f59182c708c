import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ResortThemeProvider, UNAVAILABLE_MESSAGE } from '@resort/shared';
import { RentalsWidget, type RentalsWidgetProps } from './features/rentals-widget/components/rentals-widget';

// Parcel configs of this line's booking widgets, mounted by the shell's tabs.
export const rentals = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: (props: RentalsWidgetProps) =>
    React.createElement(ResortThemeProvider, null, React.createElement(RentalsWidget, { resort: props.resort, startDate: props.startDate })),
  errorBoundary: () => React.createElement('p', { role: 'alert' }, UNAVAILABLE_MESSAGE),
});
