import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlertsAnswer } from '../../../../contract';
import { AlertBanners } from './alert-banners';

const getAlerts = mockApi('GET', '/api/account/alerts');
const disableSitewide = mockApi('POST', '/api/account/alerts/sitewide/disable');
const disableAccount = mockApi('POST', '/api/account/alerts/account/disable');

const sitewide = {
  id: 'pass-sale',
  title: 'Season passes on sale',
  message: 'Lock in next winter.',
  link: { href: '/passes', label: 'Shop season passes' },
};
const account = {
  id: 'complete-profile',
  title: 'Complete your profile',
  message: 'Add your phone number.',
  link: { href: '/account/profile', label: 'Complete your profile' },
};
const answer = (a: Partial<AlertsAnswer>): { success: true; status: 200; data: AlertsAnswer } => ({
  success: true,
  status: 200,
  data: { sitewide: null, account: null, referral: null, ...a },
});

describe('alert banners', () => {
  beforeEach(() => {
    getAlerts.mockReset();
    disableSitewide.mockReset();
    disableAccount.mockReset();
  });

  it('"disable sitewide alert": the dismiss button asks the server and hides the banner', async () => {
    getAlerts.mockResolvedValue(answer({ sitewide }));
    disableSitewide.mockResolvedValue(answer({}));
    renderInRemote(<AlertBanners accountArea={false} />);
    const banner = await screen.findByRole('region', { name: 'Sitewide alert' });
    expect(banner).toHaveTextContent('Season passes on sale');
    expect(screen.getByRole('link', { name: 'Shop season passes' })).toHaveAttribute('href', '/passes');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss sitewide alert' }));
    expect(disableSitewide).toHaveBeenCalledWith({ id: 'pass-sale' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sitewide alert' })).not.toBeInTheDocument());
  });

  it('"disable account alert for the session": shown in the account area only, dismissed through the server', async () => {
    getAlerts.mockResolvedValue(answer({ account }));
    const outside = renderInRemote(<AlertBanners accountArea={false} />);
    await waitFor(() => expect(getAlerts).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Account alert' })).not.toBeInTheDocument();
    outside.unmount();

    disableAccount.mockResolvedValue({ success: false, status: 500, data: 'boom' as never });
    renderInRemote(<AlertBanners accountArea />);
    await screen.findByRole('region', { name: 'Account alert' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dismiss account alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops');
    expect(screen.getByRole('region', { name: 'Account alert' })).toBeInTheDocument();

    disableAccount.mockResolvedValue(answer({}));
    await user.click(screen.getByRole('button', { name: 'Dismiss account alert' }));
    expect(disableAccount).toHaveBeenLastCalledWith({ id: 'complete-profile' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Account alert' })).not.toBeInTheDocument());
  });

  it('"set referral code alert": the session\'s referral code shows on every page and is dismissed like the sitewide alert', async () => {
    const referral = {
      id: 'referral-FRIENDS10',
      title: 'Referral code applied',
      message: 'Referral code FRIENDS10 from Sam: 10% off the rentals you add.',
      link: { href: '/rentals', label: 'Shop rentals' },
    };
    getAlerts.mockResolvedValue(answer({ referral }));
    disableSitewide.mockResolvedValue(answer({}));
    renderInRemote(<AlertBanners accountArea={false} />);
    expect(await screen.findByRole('region', { name: 'Referral code' })).toHaveTextContent('10% off the rentals you add');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss referral code alert' }));
    expect(disableSitewide).toHaveBeenCalledWith({ id: 'referral-FRIENDS10' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Referral code' })).not.toBeInTheDocument());
  });

  it('shows nothing when the alerts cannot be loaded', async () => {
    getAlerts.mockResolvedValue({ success: false, status: 500, data: 'down' as never });
    renderInRemote(<AlertBanners accountArea />);
    await waitFor(() => expect(getAlerts).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
