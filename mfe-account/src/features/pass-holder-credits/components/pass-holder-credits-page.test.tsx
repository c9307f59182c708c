import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREDIT_TERMS_REQUIRED, PASS_HOLDER_CREDIT_TERMS, type PassHolderCreditsAnswer } from '../../../../contract';
import { PassHolderCreditsPage } from './pass-holder-credits-page';

const getCredits = mockApi('GET', '/api/account/pass-holder-credits');
const acceptTerms = mockApi('POST', '/api/account/pass-holder-credits/terms');

const answer = (termsAccepted: boolean): PassHolderCreditsAnswer => ({
  terms: [...PASS_HOLDER_CREDIT_TERMS],
  termsAccepted,
  usable: termsAccepted,
  credits: [
    { id: 'c1', title: 'Pass holder resort credit', amount: 5000, currency: 'USD', amountFormatted: '$50.00', expiresOn: '04/30/2027' },
  ],
});

describe('pass holder credits page', () => {
  it('lists the credits with their terms, and accepts the terms only once the box is ticked', async () => {
    getCredits.mockResolvedValue({ success: true, status: 200, data: answer(false) });
    acceptTerms.mockResolvedValue({ success: true, status: 200, data: answer(true) });
    renderInRemote(<PassHolderCreditsPage />);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Pass holder credits' });
    expect(list).toHaveTextContent('Pass holder resort credit');
    expect(list).toHaveTextContent('$50.00');
    expect(screen.getByText(PASS_HOLDER_CREDIT_TERMS[0])).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Accept the terms' });
    await user.click(within(form).getByRole('button', { name: 'Accept terms' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CREDIT_TERMS_REQUIRED);
    expect(acceptTerms).not.toHaveBeenCalled();
    await user.click(within(form).getByRole('checkbox', { name: 'I accept the terms for pass holder credits' }));
    await user.click(within(form).getByRole('button', { name: 'Accept terms' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You have accepted the terms'));
    expect(acceptTerms).toHaveBeenCalledWith({ accept: true });
  });
});
