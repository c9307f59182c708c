import { mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_PLAN_NOTE, type PassView } from '../../../../contract';
import { PassPurchase } from './pass-purchase';

const pass: PassView = {
  id: 'peak-unlimited',
  name: 'Peak Unlimited Pass',
  price: 98900,
  currency: 'USD',
  description: 'All four resorts.',
  resorts: ['summit-peak'],
  season: '2026-27',
  seasonStart: '2026-12-01',
  paymentPlan: true,
  military: false,
  priorityDays: 0,
  upsellPassId: null,
  benefits: [],
  prices: [
    { ageCode: 'adult', label: 'Adult (30+)', price: 98900, renewPrice: 89000 },
    { ageCode: 'child', label: 'Child (5-12)', price: 44500, renewPrice: 40100 },
  ],
};

function open(eligible: boolean) {
  const { fetch } = mockApi(({ method }, url) => {
    if (url.pathname === '/api/liftaccess/passes/peak-unlimited/renewal') return okBody({ eligible });
    if (url.pathname === '/api/cart/add/liftaccess' && method === 'POST') {
      return okBody({ cart: { cartId: 'c1', cartCount: 1, cartUrl: '/cart' }, added: [] });
    }
    return undefined;
  });
  renderInRemote(<PassPurchase pass={pass} />);
  return fetch;
}

const sentAdds = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/api/cart/add/liftaccess')).map(([, init]) => JSON.parse(init.body));

describe('buying a season pass', () => {
  test("asks the holder's age category on the season's first day, shows the payment plan, and adds the passes", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = open(false);
    expect(screen.getByText(PAYMENT_PLAN_NOTE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.getByText('Please select an age category.')).toBeInTheDocument();
    expect(sentAdds(fetch)).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText("Age on 12/01/2026 (the season's first day)"), 'child');
    await user.click(screen.getByRole('button', { name: 'More Number of passes' }));
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
    expect(sentAdds(fetch)).toEqual([{ productId: 'peak-unlimited', date: '2026-12-01', quantity: 2, options: { ageCategory: 'child' } }]);
    expect(screen.queryByLabelText(/Renew my pass/)).not.toBeInTheDocument();
  });

  test("last season's holder may renew at the renewal price (IsRenew)", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = open(true);
    await user.click(await screen.findByLabelText('Renew my pass from last season at the renewal price'));
    expect(screen.getByRole('option', { name: 'Adult (30+): $890.00' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Age on/), 'adult');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(sentAdds(fetch)).toHaveLength(1));
    expect(sentAdds(fetch)[0].options).toEqual({ ageCategory: 'adult', renew: true });
  });
});
