import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WALLET_UNAVAILABLE } from '../../../../contract';
import { WalletButtons } from './wallet-buttons';

const wallet = mockApi('POST', '/api/liftaccess/wallet');

describe('wallet buttons', () => {
  beforeEach(() => wallet.mockReset());

  it('"add to mobile wallet" with Google offers the save link the server signed', async () => {
    wallet.mockResolvedValue({ success: true, status: 200, data: { saveUrl: 'https://pay.google.com/gp/v/save/a.b.c' } });
    renderInRemote(<WalletButtons passNumber="P0000000042" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Google Wallet' }));
    expect(wallet).toHaveBeenCalledWith({ wallet: 'google', passNumber: 'P0000000042' });
    const link = await screen.findByRole('link', { name: 'Open Google Wallet to save your pass' });
    expect(link).toHaveAttribute('href', 'https://pay.google.com/gp/v/save/a.b.c');
  });

  it('says so when the operator has not set the wallet up', async () => {
    wallet.mockResolvedValue({ success: false, status: 503, data: WALLET_UNAVAILABLE as never });
    renderInRemote(<WalletButtons passNumber="P0000000042" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Apple Wallet' }));
    expect(await screen.findByText(WALLET_UNAVAILABLE)).toBeInTheDocument();
    expect(wallet).toHaveBeenCalledWith({ wallet: 'apple', passNumber: 'P0000000042' });
  });
});
