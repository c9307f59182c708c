import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failBody, mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import type { CartItemDto } from '../../../../contract';
import { itemRow, makeCart } from '../../../../test/fixtures/cart';
import { CartItemRow } from './cart-item-row';

/** A lift ticket whose line offers to leave out the physical pass card. */
function ticket(optedOut: boolean): CartItemDto {
  const item = makeCart([itemRow('t1')]).items[0];
  return {
    ...item,
    configure: {
      call: 'lift-tickets',
      fields: [
        {
          key: 'isOptOutPhysicalPassCard',
          kind: 'acknowledge',
          label: 'I do not need a physical pass card (I will use my phone)',
          perUnit: false,
          required: false,
        },
      ],
      configuration: { item: { isOptOutPhysicalPassCard: optedOut }, units: [] },
      unmet: [],
    },
  };
}

describe('cart item row: no physical pass card', () => {
  test('the toggle sends "toggle nff" for the item and shows the saved answer', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(() => okBody(makeCart([itemRow('t1')])));
    renderInRemote(<CartItemRow item={ticket(false)} onRemove={jest.fn()} />);
    const box = screen.getByLabelText('I do not need a physical pass card (I will use my phone)');
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(sent('POST', '/api/cart/toggle-nff/t1')).toHaveLength(1));
  });

  test('a refusal is shown; the row without the field has no toggle', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() => failBody('This product has no physical pass card to opt out of.'));
    const { unmount } = renderInRemote(<CartItemRow item={ticket(true)} onRemove={jest.fn()} />);
    await user.click(screen.getByLabelText('I do not need a physical pass card (I will use my phone)'));
    expect(await screen.findByText('This product has no physical pass card to opt out of.')).toBeInTheDocument();
    unmount();
    renderInRemote(<CartItemRow item={makeCart([itemRow('t2')]).items[0]} onRemove={jest.fn()} />);
    expect(screen.queryByLabelText(/physical pass card/)).not.toBeInTheDocument();
  });
});

/** A season pass whose line asks auto renew yes or no and offers its better pass. */
function pass(autoRenew: boolean | undefined): CartItemDto {
  const item = makeCart([itemRow('p1')]).items[0];
  return {
    ...item,
    title: 'Peak Local Pass',
    offers: [{ productId: 'peak-unlimited', title: 'Peak Unlimited Pass', unitPrice: 98900, unitPriceFormatted: '$989.00' }],
    configure: {
      call: 'season-pass',
      fields: [{ key: 'autoRenew', kind: 'yes-no', label: 'Renew this pass automatically next season?', perUnit: false, required: true }],
      configuration: { item: autoRenew === undefined ? {} : { autoRenew }, units: [] },
      unmet: [],
    },
  };
}

describe('cart item row: a pass', () => {
  test('auto renew is a yes or no with neither taken at first; a choice sends "auto renew"', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(() => okBody(makeCart([itemRow('p1')])));
    renderInRemote(<CartItemRow item={pass(undefined)} onRemove={jest.fn()} />);
    const group = screen.getByRole('group', { name: 'Renew this pass automatically next season?' });
    expect(group).toBeInTheDocument();
    expect(screen.getByLabelText('Yes')).not.toBeChecked();
    expect(screen.getByLabelText('No')).not.toBeChecked();
    await user.click(screen.getByLabelText('No'));
    await waitFor(() => expect(sent('POST', '/api/cart/auto-renew?cartProductId=p1&isChecked=false')).toHaveLength(1));
  });

  test('"Switch to" changes the pass offer through "change pass offer option"', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(() => okBody(makeCart([itemRow('p1')])));
    renderInRemote(<CartItemRow item={pass(true)} onRemove={jest.fn()} />);
    expect(screen.getByLabelText('Yes')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Switch to the Peak Unlimited Pass ($989.00 each)' }));
    await waitFor(() => expect(sent('POST', '/api/cart/change-pass-offer')).toHaveLength(1));
  });
});
