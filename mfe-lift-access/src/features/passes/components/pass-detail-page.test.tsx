import { type ApiAnswer, failBody, mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { GENERIC_API_ERROR } from '@resort/shared';
import { resorts } from '../../../../test/fixtures';
import type { PassView } from '../../../../contract';
import { PassDetailPage } from './pass-detail-page';

jest.setTimeout(30_000);

const pass: PassView = {
  id: 'coast-range-season',
  name: 'Coast Range Season Pass',
  price: 84900,
  currency: 'CAD',
  description: 'Coast Range all season.',
  resorts: ['coast-range'],
  season: '2026-27',
  seasonStart: '2026-12-01',
  paymentPlan: false,
  military: false,
  priorityDays: 5,
  upsellPassId: 'coast-range-plus',
  benefits: [{ code: 'friend', title: 'Ski with a friend ticket', description: 'A day for a friend.', price: 7900, perPass: 6 }],
  prices: [{ ageCode: 'adult', label: 'Adult (30+)', price: 84900, renewPrice: 76400 }],
};
const better: PassView = { ...pass, id: 'coast-range-plus', name: 'Coast Range Plus Pass', price: 99900, upsellPassId: null };

function openPass(answer: ApiAnswer) {
  mockApi((_, url) => {
    if (url.pathname === '/api/liftaccess/resorts') return okBody(resorts);
    if (url.pathname === `/api/liftaccess/passes/${pass.id}`) return answer;
    if (url.pathname === `/api/liftaccess/passes/${pass.id}/upsell`) {
      return okBody({ pass: better, priceDifference: 15000, pitch: 'Coast Range Plus Pass has no restrictions.' });
    }
    if (url.pathname.startsWith('/api/liftaccess/passes/')) return okBody({ eligible: false });
    return undefined;
  });
  renderInRemote(<PassDetailPage id={pass.id} />);
}

describe('pass detail page', () => {
  it('shows the pass with its price in its currency and the names of the resorts it opens', async () => {
    openPass(okBody(pass));
    expect(await screen.findByRole('heading', { name: 'Coast Range Season Pass' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('$849.00 CAD')).toBeInTheDocument();
    expect(await screen.findByText('Valid at Coast Range.')).toBeInTheDocument();
  });

  it('lists the holder benefits and suggests the better pass with the price difference', async () => {
    openPass(okBody(pass));
    expect(
      await screen.findByText('5 priority days: reserve a lift day even when reservations are full.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('6 × Ski with a friend ticket at $79.00 CAD: A day for a friend.')).toBeInTheDocument();
    const upsell = await screen.findByRole('complementary', { name: 'Upgrade to the Coast Range Plus Pass for $150.00 CAD more' });
    expect(within(upsell).getByRole('link', { name: 'See the Coast Range Plus Pass' })).toHaveAttribute('href', '/passes/coast-range-plus');
  });

  it("a pass not on sale shows 'Oops!' with the server's text", async () => {
    openPass(failBody('This pass is not on sale.', 404));
    const error = await screen.findByTestId('error-state', undefined, { timeout: 5000 });
    expect(within(error).getByText('Oops!')).toBeInTheDocument();
    expect(within(error).getByText('This pass is not on sale.')).toBeInTheDocument();
  });

  it("any other failure shows the generic 'Oops, something went wrong. Please try again.'", async () => {
    openPass(failBody('TypeError: cannot read properties of undefined', 500));
    const error = await screen.findByTestId('error-state', undefined, { timeout: 5000 });
    expect(within(error).getByText(GENERIC_API_ERROR)).toBeInTheDocument();
  });
});
