// Parcel configs of this line's booking widgets, mounted by the shell's tabs.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ResortThemeProvider, UNAVAILABLE_MESSAGE, Unavailable } from '@resort/shared';
import { LiftTicketWidget } from './features/lift-tickets/components/lift-ticket-widget';
import { SeasonPassWidget } from './features/passes/components/season-pass-widget';

interface WidgetProps {
  resort?: string;
  startDate?: string;
}

const errorBoundary = () => React.createElement(Unavailable, { role: 'status' }, UNAVAILABLE_MESSAGE);

const themed = (child: React.ReactElement) => React.createElement(ResortThemeProvider, null, child);

export const liftTickets = singleSpaReact<WidgetProps>({
  React,
  ReactDOMClient,
  rootComponent: (props: WidgetProps) => themed(React.createElement(LiftTicketWidget, { resort: props.resort, startDate: props.startDate })),
  errorBoundary,
});

export const seasonPass = singleSpaReact<WidgetProps>({
  React,
  ReactDOMClient,
  rootComponent: (props: WidgetProps) => themed(React.createElement(SeasonPassWidget, { resort: props.resort })),
  errorBoundary,
});
