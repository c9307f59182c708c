import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { failBody, mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import { TRAVEL_INSURANCE_REQUIRED, type TravelInsuranceView } from '../../../../contract';
import { itemRow, liftTicketQuote, makeCart } from '../../../../test/fixtures/cart';
import { TravelInsuranceChoice } from './travel-insurance-choice';

const stay = () => makeCart([itemRow('s1', 1, liftTicketQuote({ unitPrice: 20050, travelInsurable: true }))]);

// A page holding the cart it read last; the test hands it a cart read again.
let showCart: (insurance: TravelInsuranceView) => void = () => {};
function CartHolder({ onChanged }: { onChanged: () => void }) {
  const [insurance, setInsurance] = useState(stay().travelInsurance);
  showCart = setInsurance;
  return <TravelInsuranceChoice insurance={insurance} onChanged={onChanged} />;
}

describe('travel insurance choice', () => {
  test('is offered only for a cart with an insurable item, with its price', () => {
    const { unmount } = renderInRemote(<TravelInsuranceChoice insurance={makeCart([itemRow('t1')]).travelInsurance} />);
    expect(screen.queryByTestId('travel-insurance')).not.toBeInTheDocument();
    unmount();
    renderInRemote(<TravelInsuranceChoice insurance={stay().travelInsurance} error={TRAVEL_INSURANCE_REQUIRED} />);
    expect(screen.getByRole('group', { name: 'Travel insurance ($14.04)' })).toBeInTheDocument();
    expect(screen.getByText(TRAVEL_INSURANCE_REQUIRED)).toBeInTheDocument();
  });

  test('the terms open in a modal; a choice is sent and the new cart handed on', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(() => okBody(stay()));
    const onChanged = jest.fn();
    renderInRemote(<TravelInsuranceChoice insurance={stay().travelInsurance} onChanged={onChanged} />);
    await user.click(screen.getByRole('button', { name: 'Read the Travel insurance terms' }));
    expect(await screen.findByRole('dialog', { name: 'Travel insurance terms' })).toHaveTextContent('7% of the covered items');
    await user.click(screen.getByRole('button', { name: /close/i }));
    await user.click(screen.getByLabelText('Yes, protect my trip for $14.04'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent('POST')[0].url).toBe('/api/cart/travel-insurance?isChecked=true');
  });

  test('a failed save shows why', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() => failBody('Travel insurance is not offered for the items in your cart.'));
    renderInRemote(<TravelInsuranceChoice insurance={stay().travelInsurance} />);
    await user.click(screen.getByLabelText('No, I decline travel insurance'));
    expect(await screen.findByText('Travel insurance is not offered for the items in your cart.')).toBeInTheDocument();
    // The server's answer (none yet) is shown again.
    expect(screen.getByLabelText('No, I decline travel insurance')).not.toBeChecked();
  });

  test('a saved choice stays shown while the page still holds the cart read before it', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = stay();
    saved.travelInsurance.chosen = false;
    mockApi(() => okBody(saved));
    const onChanged = jest.fn();
    renderInRemote(<CartHolder onChanged={onChanged} />);
    const no = screen.getByLabelText('No, I decline travel insurance');
    await user.click(no);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    await waitFor(() => expect(no).toBeEnabled());
    expect(no).toBeChecked();
    // The page reads the cart again: the server's answer is the one shown from then on.
    const insured = stay();
    insured.travelInsurance.chosen = true;
    act(() => showCart(insured.travelInsurance));
    expect(screen.getByLabelText('Yes, protect my trip for $14.04')).toBeChecked();
    // The cart's answer is reset later (its items changed): nothing is shown as chosen.
    act(() => showCart(stay().travelInsurance));
    expect(screen.getByLabelText('Yes, protect my trip for $14.04')).not.toBeChecked();
    expect(screen.getByLabelText('No, I decline travel insurance')).not.toBeChecked();
  });
});
