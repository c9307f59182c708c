import { act, fireEvent, render, screen } from '@testing-library/react';
import { ResortThemeProvider } from '@resort/shared';
import { BookingTabs } from './booking-tabs';
import { bookingProducts } from './booking-products';

// The remote's parcel is out of scope here: a stand-in shows what the tab hands it.
jest.mock('./widget-slot', () => ({
  WidgetSlot: ({ product }: { product: { key: string; startDate: string; endDate: string } }) => (
    <div data-testid="widget">{`${product.key} ${product.startDate}-${product.endDate}`}</div>
  ),
}));

function setViewport(width: number) {
  // A viewport is both its width and the media queries that match it.
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

const today = '2026-12-01';
const products = bookingProducts(today);
const renderTabs = (initialCollapse?: boolean) =>
  render(
    <ResortThemeProvider>
      <BookingTabs products={products} initialCollapse={initialCollapse} />
    </ResortThemeProvider>,
  );

describe('tabbed booking widget on desktop', () => {
  beforeEach(() => setViewport(1280));

  test('the first product is active by default', () => {
    renderTabs();
    expect(screen.getByRole('tab', { name: 'Lift Tickets' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lift tickets');
    expect(screen.getByTestId('widget')).toHaveTextContent('lift-tickets 12/08/2026-12/08/2026');
  });

  test('choosing a product swaps the title section, the contents and the start and end dates', () => {
    renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: 'Lodging' }));
    expect(screen.getByRole('tab', { name: 'Lodging' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Lift Tickets' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Lodging');
    expect(screen.getByTestId('widget')).toHaveTextContent('lodging 12/15/2026-12/18/2026');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  test('arrow keys, Home and End move between tabs', () => {
    renderTabs();
    const first = screen.getByRole('tab', { name: 'Lift Tickets' });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Lessons' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Lessons' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Activities' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Activities' }), { key: 'ArrowRight' });
    expect(first).toHaveAttribute('aria-selected', 'true');
  });
});

describe('tabbed booking widget on phones', () => {
  beforeEach(() => setViewport(390));

  test('products are accordion panels and the first opens when the initial-collapse flag is false', () => {
    renderTabs(false);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('button', { name: /Lift Tickets/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('widget')).toHaveTextContent('lift-tickets');
  });

  test('no panel opens when the initial-collapse flag is true', () => {
    renderTabs(true);
    expect(screen.getByRole('button', { name: /Lift Tickets/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('widget')).toBeNull();
  });

  test('opening another panel closes the first and scrolls to it', () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderTabs(false);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /Rentals/ }));
    });
    expect(screen.getByRole('button', { name: /Rentals/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Lift Tickets/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('widget')).toHaveTextContent('rentals');
    expect(scrolled).toHaveBeenCalled();
  });
});
