import { mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { winterModel } from '../test/widget-model-fixture';
import { Root } from './root';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe('rentals routes', () => {
  it('renders nothing outside its routes', () => {
    window.history.pushState({}, '', '/lodging');
    mockApi(() => undefined);
    const { container } = render(<Root />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the widget on /rentals reached without a search, and the results with one', async () => {
    window.history.pushState({}, '', '/rentals');
    mockApi(({ url }) => (url.includes('/api/rentals/widget') ? okBody(winterModel()) : undefined));
    const { unmount } = renderInRemote(<Root />);
    expect(within(screen.getByTestId('rentals-search')).getByTestId('rentals-widget')).toBeInTheDocument();
    expect(screen.queryByTestId('rentals-results')).not.toBeInTheDocument();
    unmount();

    window.history.pushState({}, '', '/rentals?startdate=12%2F01%2F2026&enddate=12%2F03%2F2026');
    mockApi(() => undefined);
    renderInRemote(<Root />);
    expect(screen.getByTestId('rentals-results')).toBeInTheDocument();
    expect(screen.queryByTestId('rentals-search')).not.toBeInTheDocument();
  });
});
