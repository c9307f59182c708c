import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshBus } from '../../../../test/fresh-bus';
import { CHECK_YOUR_EMAIL, PASSWORD_COMMON_RULE, PASSWORD_RULE, REQUIRED_FIELD } from '../../../../contract';
import { CreateAccountForm } from './create-account-form';

const create = mockApi('POST', '/api/account/create');

const jamie = { id: 'u2', email: 'jamie@example.com', firstName: 'Jamie', lastName: 'Carver' };

function setup() {
  const onCreated = jest.fn();
  renderInRemote(<CreateAccountForm onCreated={onCreated} />);
  return { onCreated, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    first: 'Jamie',
    last: 'Carver',
    dob: '07/04/1985',
    email: 'jamie@example.com',
    password: 'Corduroy-Lines7',
    ...overrides,
  };
  for (const [field, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByTestId(`create-${field}`), value);
  }
}

describe('create-account form', () => {
  beforeEach(() => create.mockReset());

  it('checks a field when it is left, not while it is typed', async () => {
    const { user } = setup();
    await user.type(screen.getByTestId('create-password'), 'powderzz');
    expect(screen.queryByText(PASSWORD_RULE)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(PASSWORD_RULE)).toBeInTheDocument();
    expect(screen.getByTestId('create-password')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByTestId('create-password'), '17');
    expect(screen.queryByText(PASSWORD_RULE)).not.toBeInTheDocument();
  });

  it("marks every empty field 'Required Field' on submit and sends nothing", async () => {
    const { user } = setup();
    await user.click(screen.getByTestId('create-submit'));
    expect(screen.getAllByText(REQUIRED_FIELD)).toHaveLength(5);
    expect(create).not.toHaveBeenCalled();
  });

  it('rejects a date of birth in the future', async () => {
    const { user } = setup();
    await fill(user, { dob: '01/01/2099' });
    await user.click(screen.getByTestId('create-submit'));
    expect(screen.getByText('Date of birth cannot be in the future.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the account, announces the session and hands over to the page', async () => {
    const seen = freshBus();
    create.mockResolvedValue({ success: true, status: 200, data: { signedIn: true, user: jamie } });
    const { user, onCreated } = setup();
    await fill(user);
    await user.click(screen.getByTestId('create-submit'));

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith({
      firstName: 'Jamie',
      lastName: 'Carver',
      dateOfBirth: '07/04/1985',
      email: 'jamie@example.com',
      password: 'Corduroy-Lines7',
    });
    expect(seen.at(-1)).toMatchObject({ signedIn: true, user: jamie });
  });

  it('an address that already has an account reads "check your email" and stays signed out', async () => {
    const seen = freshBus();
    create.mockResolvedValue({ success: true, status: 200, data: { signedIn: false, user: null }, message: CHECK_YOUR_EMAIL });
    const { user, onCreated } = setup();
    await fill(user);
    await user.click(screen.getByTestId('create-submit'));

    expect(await screen.findByTestId('create-notice')).toHaveTextContent(CHECK_YOUR_EMAIL);
    expect(onCreated).not.toHaveBeenCalled();
    expect(seen.filter((e) => e.signedIn)).toHaveLength(0);
  });

  it('shows a common password refused by the server under the password field', async () => {
    create.mockResolvedValue({ success: false, status: 400, data: PASSWORD_COMMON_RULE as never });
    const { user, onCreated } = setup();
    await fill(user, { password: 'password1234' });
    await user.click(screen.getByTestId('create-submit'));

    const message = await screen.findByText(PASSWORD_COMMON_RULE);
    expect(message).toHaveAttribute('id', 'create-password-error');
    expect(screen.getByTestId('create-password')).toHaveAttribute('aria-invalid', 'true');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
