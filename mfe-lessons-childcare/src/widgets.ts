import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ResortThemeProvider } from '@resort/shared';
import { ActivitiesWidget, type ActivitiesWidgetProps } from './features/activities/components/activities-widget';
import { LessonsWidget, type LessonsWidgetProps } from './features/lessons/components/lessons-widget';
import { WidgetUnavailable } from './components/widget-unavailable';

// Parcel configs of this line's booking widgets, mounted by the shell's tabs.
export const lessons = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: (props: LessonsWidgetProps) => React.createElement(ResortThemeProvider, null, React.createElement(LessonsWidget, props)),
  errorBoundary: () => React.createElement(WidgetUnavailable),
});

export const activities = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: (props: ActivitiesWidgetProps) =>
    React.createElement(ResortThemeProvider, null, React.createElement(ActivitiesWidget, props)),
  errorBoundary: () => React.createElement(WidgetUnavailable),
});
