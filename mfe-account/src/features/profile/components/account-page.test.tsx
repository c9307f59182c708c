import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '@resort/shared';
import { freshBus } from '../../../../test/fresh-bus';
import type { Profile } from '../api/get-profile';
import { AccountPage } from './account-page';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));
const fetchProfile = mockApi('GET', '/api/account/profile');
const logout = mockApi('POST', '/api/account/logout');
const fetchRelease = mockApi('GET', '/api/account/release-of-liability');
const go = jest.mocked(navigate);

const profile: Profile = {
  user: {
    id: 'u1',
    email: 'demo@resort.test',
    firstName: 'Alex',
    lastName: 'Skier',
    dateOfBirth: '02/14/1990',
    username: null,
    photoUrl: null,
  },
  contact: { phone: '303-555-0142', addressLine1: '1200 Powder Lane', city: 'Denver', region: 'CO', postalCode: '80202', country: 'US' },
  household: {
    name: 'Skier household',
    canManage: true,
    members: [
      {
        id: 'm1',
        firstName: 'Alex',
        lastName: 'Skier',
        dateOfBirth: '02/14/1990',
        relationship: 'self',
        status: 'active',
        hasAccount: true,
      },
    ],
  },
};

const show = () => renderInRemote(<AccountPage />);

describe('account page', () => {
  beforeEach(() => {
    fetchProfile.mockReset();
    logout.mockReset();
    go.mockReset();
    fetchRelease.mockResolvedValue({
      success: true,
      status: 200,
      data: { season: '2026-27', title: 'Release of Liability', text: 'Skiing carries risks.', textVersion: 'v1', signature: null },
    });
  });

  it('summarises the profile and links to the orders', async () => {
    fetchProfile.mockResolvedValue({ success: true, status: 200, data: profile });
    show();
    expect(await screen.findByText('Welcome back, Alex.')).toBeInTheDocument();
    expect(screen.getByText('demo@resort.test')).toBeInTheDocument();
    expect(screen.getByText('1200 Powder Lane, Denver, CO 80202, US')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/account/orders');
    // Spec "sign release of liability": the account page shows whether it is signed and lets the holder sign.
    expect(
      await screen.findByText('Not signed yet for the 2026-27 season. Sign it once before your first day on the mountain.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign the release of liability' })).toBeInTheDocument();
  });

  it('sends a guest to sign in and back to the account page', async () => {
    fetchProfile.mockResolvedValue({ success: false, status: 401, data: 'Please sign in to continue.' as never });
    show();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/sign-in?returnUrl=%2Faccount'));
  });

  it('signs out from the page and leaves it', async () => {
    const seen = freshBus();
    fetchProfile.mockResolvedValue({ success: true, status: 200, data: profile });
    logout.mockResolvedValue({ success: true, status: 200, data: { signedIn: false } });
    show();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
    expect(seen.at(-1)).toMatchObject({ signedIn: false, user: null });
  });
});
