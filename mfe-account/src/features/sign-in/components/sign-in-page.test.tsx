import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '@resort/shared';
import { freshBus } from '../../../../test/fresh-bus';
import { SignInPage } from './sign-in-page';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));
const login = mockApi('POST', '/api/account/login');
const go = jest.mocked(navigate);

function visit(query: string) {
  window.history.pushState({}, '', `/sign-in${query}`);
  renderInRemote(<SignInPage />);
  return userEvent.setup();
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('signin-email'), 'demo@resort.test');
  await user.type(screen.getByTestId('signin-password'), 'Powder2026!');
  await user.click(screen.getByTestId('signin-submit'));
}

describe('sign-in page', () => {
  beforeEach(() => {
    freshBus();
    go.mockReset();
    login.mockResolvedValue({
      success: true,
      status: 200,
      data: { signedIn: true, user: { id: 'u1', email: 'demo@resort.test', firstName: 'Alex', lastName: 'Skier' } },
    });
  });

  it('returns to the returnUrl after signing in', async () => {
    const user = visit('?returnUrl=%2Fcheckout');
    await signIn(user);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/checkout'));
  });

  it('goes to the account page without a returnUrl, and never to another site', async () => {
    const user = visit('?returnUrl=https%3A%2F%2Fevil.example');
    await signIn(user);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/account'));
  });

  it("keeps the returnUrl on the 'Create account' link and offers a password reset", async () => {
    const user = visit('?returnUrl=%2Fcart');
    const create = screen.getByRole('link', { name: 'Create account' });
    expect(create).toHaveAttribute('href', '/create-account?returnUrl=%2Fcart');
    await user.click(create);
    expect(go).toHaveBeenCalledWith('/create-account?returnUrl=%2Fcart');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/sign-in/forgot-password');
  });
});
