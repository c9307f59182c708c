import { mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type AnalyticsEvent } from '@resort/shared';
import { SeasonPassWidget } from './season-pass-widget';

// The first render pulls in the whole design system; a busy machine needs more than the default 5 s.
jest.setTimeout(30_000);

const passes = [
  {
    id: 'peak-unlimited',
    name: 'Peak Unlimited Pass',
    price: 98900,
    currency: 'USD',
    description: 'All resorts',
    resorts: ['summit-peak', 'coast-range'],
  },
  {
    id: 'coast-range-season',
    name: 'Coast Range Season Pass',
    price: 84900,
    currency: 'CAD',
    description: 'Coast Range',
    resorts: ['coast-range'],
  },
  {
    id: 'summit-peak-4-day',
    name: 'Summit Peak 4-Day Pass',
    price: 45900,
    currency: 'USD',
    description: 'Summit Peak',
    resorts: ['summit-peak'],
  },
];

beforeEach(() => {
  mockApi((_, url) => (url.pathname === '/api/liftaccess/passes' ? okBody(passes) : undefined));
});

function renderWidget(resort?: string) {
  return renderInRemote(<SeasonPassWidget resort={resort} />);
}

describe('season pass tab', () => {
  it('"the selected value becomes the submit link\'s href" and "the selected pass name is recorded for analytics"', async () => {
    const user = userEvent.setup();
    const events: AnalyticsEvent[] = [];
    const subscription = getEventBus().analytics$.subscribe((e) => events.push(e));
    renderWidget();
    await waitFor(() => expect(screen.getByRole('option', { name: /Coast Range Season Pass/ })).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByTestId('season-pass-link')).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Season pass'), '/passes/coast-range-season');
    expect(screen.getByTestId('season-pass-link')).toHaveAttribute('href', '/passes/coast-range-season');
    expect(events).toEqual([
      expect.objectContaining({ event: 'season-pass-selected', data: expect.objectContaining({ name: 'Coast Range Season Pass' }) }),
    ]);

    await user.selectOptions(screen.getByLabelText('Season pass'), '/passes/peak-unlimited');
    expect(screen.getByTestId('season-pass-link')).toHaveAttribute('href', '/passes/peak-unlimited');
    expect(events[1].data).toMatchObject({ name: 'Peak Unlimited Pass' });
    subscription.unsubscribe();
  });

  it('shows prices in the pass currency', async () => {
    renderWidget();
    expect(await screen.findByRole('option', { name: 'Coast Range Season Pass ($849.00 CAD)' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("offers only the passes valid at the page's resort", async () => {
    renderWidget('summit-peak');
    await waitFor(() => expect(screen.getByRole('option', { name: /Summit Peak 4-Day Pass/ })).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByRole('option', { name: /Coast Range Season Pass/ })).not.toBeInTheDocument();
  });
});
