import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderInRemote } from '@resort/shared/testing';
import { Root } from './root';

function openAt(url: string) {
  window.history.pushState({}, '', url);
  return renderInRemote(<Root />);
}

describe('routes of the lessons, childcare and activities line', () => {
  beforeEach(() => {
    mockApi(() => ({ status: 200, body: { success: true, data: { date: '2026-12-10', lessons: [], activities: [], products: [] } } }));
  });

  it.each([
    ['/lessons', 'Ski & Ride School'],
    ['/lessons/', 'Ski & Ride School'],
    ['/activities', 'Activities'],
    ['/childcare', 'Childcare'],
  ])('shows the page of %s', async (url, heading) => {
    openAt(url);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
  });

  it('renders nothing on other pages', () => {
    openAt('/lodging');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
