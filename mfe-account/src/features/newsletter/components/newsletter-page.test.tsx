import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_RULE, SUBSCRIBER_LINK_INVALID } from '../../../../contract';
import { NewsletterPage } from './newsletter-page';

const session = mockApi('GET', '/api/account/session');
const signup = mockApi('POST', '/api/account/email-signup');
const confirm = mockApi('POST', '/api/account/email-signup/confirm');
const update = mockApi('POST', '/api/account/subscriber/update');

const subscriber = {
  email: 'pat@example.com',
  firstName: '',
  lastName: '',
  homeResort: 'cascade-ridge',
  interests: ['events'],
  status: 'confirmed',
  hasAccount: false,
};

describe('newsletter page', () => {
  beforeEach(() => {
    for (const m of [session, signup, confirm, update]) m.mockReset();
    window.history.pushState({}, '', '/account/newsletter');
  });

  it('"email signup": a guest leaves an address and is told to confirm it; a bad address is not sent', async () => {
    session.mockResolvedValue({ success: true, status: 200, data: { signedIn: false, user: null, csrfToken: 't' } });
    signup.mockResolvedValue({ success: true, status: 200, data: { confirmationSent: true, subscriber: null } });
    renderInRemote(<NewsletterPage />);
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(EMAIL_RULE)).toBeInTheDocument();
    expect(signup).not.toHaveBeenCalled();
    await user.clear(email);
    await user.type(email, 'pat@example.com');
    await user.selectOptions(screen.getByLabelText('Home resort (optional)'), 'Cascade Ridge');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your email');
    expect(signup.mock.calls[0][0]).toEqual({ email: 'pat@example.com', homeResort: 'cascade-ridge' });
  });

  it('the mailed link confirms the address, then saves the profile with the same token', async () => {
    window.history.pushState({}, '', '/account/newsletter?token=abcdefghijklmnopqrstuvwxyz012345');
    confirm.mockResolvedValue({ success: true, status: 200, data: subscriber });
    update.mockResolvedValue({ success: true, status: 200, data: { ...subscriber, firstName: 'Pat', interests: ['events', 'lessons'] } });
    renderInRemote(<NewsletterPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('Your email address is confirmed.')).toBeInTheDocument();
    expect(confirm.mock.calls[0][0]).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz012345' });
    await user.type(screen.getByLabelText('First name'), 'Pat');
    await user.click(screen.getByRole('checkbox', { name: 'Lessons' }));
    await user.click(screen.getByRole('button', { name: 'Save my email profile' }));
    expect(await screen.findByText('Your email profile is saved.')).toBeInTheDocument();
    expect(update.mock.calls[0][0]).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz012345',
      firstName: 'Pat',
      lastName: '',
      homeResort: 'cascade-ridge',
      interests: ['events', 'lessons'],
    });
  });

  it('a stale link says so and offers the signup form again', async () => {
    window.history.pushState({}, '', '/account/newsletter?token=abcdefghijklmnopqrstuvwxyz012345');
    confirm.mockResolvedValue({ success: false, status: 400, data: SUBSCRIBER_LINK_INVALID as never });
    renderInRemote(<NewsletterPage />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });
});
