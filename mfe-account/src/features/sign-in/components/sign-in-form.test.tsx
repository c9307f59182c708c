import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_API_ERROR } from '@resort/shared';
import { freshBus } from '../../../../test/fresh-bus';
import { SignInForm } from './sign-in-form';

const login = mockApi('POST', '/api/account/login');

const alex = { id: 'u1', email: 'demo@resort.test', firstName: 'Alex', lastName: 'Skier' };

function setup() {
  const onSignedIn = jest.fn();
  renderInRemote(<SignInForm onSignedIn={onSignedIn} />);
  return { onSignedIn, user: userEvent.setup() };
}

describe('sign-in form', () => {
  beforeEach(() => login.mockReset());

  it("marks empty fields 'Required Field' and does not call the server", async () => {
    const { user, onSignedIn } = setup();
    await user.click(screen.getByTestId('signin-submit'));
    expect(screen.getAllByText('Required Field')).toHaveLength(2);
    expect(screen.getByTestId('signin-email')).toHaveAttribute('aria-invalid', 'true');
    expect(login).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in, announces the session and hands over to the page', async () => {
    const seen = freshBus();
    login.mockResolvedValue({ success: true, status: 200, data: { signedIn: true, user: alex } });
    const { user, onSignedIn } = setup();
    await user.type(screen.getByTestId('signin-email'), '  demo@resort.test ');
    await user.type(screen.getByTestId('signin-password'), 'Powder2026!');
    await user.click(screen.getByTestId('signin-submit'));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(login).toHaveBeenCalledWith({ email: 'demo@resort.test', password: 'Powder2026!' });
    expect(seen.at(-1)).toMatchObject({ signedIn: true, user: alex });
  });

  it("shows the server's message when the email or password is wrong", async () => {
    const seen = freshBus();
    login.mockResolvedValue({ success: false, status: 401, data: 'The email or password is incorrect.' as never });
    const { user, onSignedIn } = setup();
    await user.type(screen.getByTestId('signin-email'), 'demo@resort.test');
    await user.type(screen.getByTestId('signin-password'), 'wrong-one1');
    await user.click(screen.getByTestId('signin-submit'));

    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    expect(screen.getByText('Oops!')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(seen).toHaveLength(0);
  });

  it("shows 'Oops, something went wrong. Please try again.' when the server fails", async () => {
    login.mockResolvedValue({ success: false, status: 500, data: 'stack trace here' as never });
    const { user } = setup();
    await user.type(screen.getByTestId('signin-email'), 'demo@resort.test');
    await user.type(screen.getByTestId('signin-password'), 'Powder2026!');
    await user.click(screen.getByTestId('signin-submit'));

    expect(await screen.findByText(GENERIC_API_ERROR)).toBeInTheDocument();
    expect(screen.queryByText('stack trace here')).not.toBeInTheDocument();
  });
});
