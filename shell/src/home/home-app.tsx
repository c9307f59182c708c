import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { InSlices, mainOutlet, ResortThemeProvider } from '@resort/shared';
import { BookingTabs } from './booking-tabs';
import { bookingProducts } from './booking-products';
import { HOME_HERO_HTML, removeHeroOffHome } from './hero';

function bookingFrame(): HTMLElement {
  const frame = document.getElementById('booking-widget');
  if (frame) return frame;
  // Reached '/' by client-side navigation: the server sent no hero, so it is drawn here.
  (mainOutlet() ?? document.body).insertAdjacentHTML('afterbegin', HOME_HERO_HTML);
  return document.getElementById('booking-widget') as HTMLElement;
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => (
    <ResortThemeProvider>
      {/* Built in slices: the hero's frame keeps the widget's room, and taps are answered meanwhile. */}
      <InSlices>
        <BookingTabs products={bookingProducts()} />
      </InSlices>
    </ResortThemeProvider>
  ),
  domElementGetter: bookingFrame,
  errorBoundary: () => <p role="alert">The booking widget is unavailable right now. Please try again later.</p>,
});

export const homeApp = {
  bootstrap: lifecycles.bootstrap,
  mount: lifecycles.mount,
  unmount: async (props: Parameters<typeof lifecycles.unmount>[0]) => {
    await lifecycles.unmount(props);
    removeHeroOffHome(window.location.pathname);
  },
};
