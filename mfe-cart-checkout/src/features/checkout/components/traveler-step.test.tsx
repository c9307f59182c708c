import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemRow, liftTicketQuote, makeCart } from '../../../../test/fixtures/cart';
import { failBody, mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import { TravelerStep } from './traveler-step';

const ASSIGN = '/api/cart/assign-traveler';
const COMPLETE = '/api/checkout/product-configuration-complete';
const ROL = 'Please agree to the terms of the Release of Liability to continue.';

const items = () => makeCart([itemRow('i1', 2)]).items;

async function fillUnit(user: ReturnType<typeof userEvent.setup>, unit: number, first: string, last: string, dob: string) {
  if (first) await user.type(screen.getByTestId(`assign-i1-${unit}-first`), first);
  if (last) await user.type(screen.getByTestId(`assign-i1-${unit}-last`), last);
  if (dob) await user.type(screen.getByTestId(`assign-i1-${unit}-dob`), dob);
}

describe('configure products step', () => {
  test('asks for a traveler for every unit', () => {
    renderInRemote(<TravelerStep items={items()} onDone={jest.fn()} onChanged={jest.fn()} />);
    for (const unit of [0, 1]) {
      expect(screen.getByTestId(`assign-i1-${unit}-first`)).toBeInTheDocument();
      expect(screen.getByTestId(`assign-i1-${unit}-last`)).toBeInTheDocument();
      expect(screen.getByTestId(`assign-i1-${unit}-dob`)).toBeInTheDocument();
    }
  });

  test("empty fields show 'Required Field' and nothing is sent", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(({ body }) => okBody(body));
    const onDone = jest.fn();
    renderInRemote(<TravelerStep items={items()} onDone={onDone} onChanged={jest.fn()} />);
    await fillUnit(user, 0, 'Avery', 'Lane', '03/14/1990');
    await user.click(screen.getByTestId('save-travelers'));
    expect(screen.getAllByText('Required Field')).toHaveLength(3);
    expect(sent('POST', ASSIGN)).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  test("a child on an adult ticket: 'DOB does not meet the minimum age'; too old: 'DOB exceeds the maximum age'", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(({ body }) => okBody(body));
    renderInRemote(<TravelerStep items={items()} onDone={jest.fn()} onChanged={jest.fn()} />);
    await fillUnit(user, 0, 'Kid', 'Lane', '06/01/2015');
    await fillUnit(user, 1, 'Gran', 'Lane', '01/01/1940');
    await user.click(screen.getByTestId('save-travelers'));
    expect(screen.getByText('DOB does not meet the minimum age')).toBeInTheDocument();
    expect(screen.getByText('DOB exceeds the maximum age')).toBeInTheDocument();
    expect(sent('POST', ASSIGN)).toHaveLength(0);
  });

  test('valid travelers are saved, one call per unit, then the step is done', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(({ url, body }) =>
      url === ASSIGN ? okBody(body) : url === COMPLETE ? okBody({ complete: true, missing: [] }) : undefined,
    );
    const onDone = jest.fn();
    renderInRemote(<TravelerStep items={items()} onDone={onDone} onChanged={jest.fn()} />);
    await fillUnit(user, 0, 'Avery', 'Lane', '03/14/1990');
    await fillUnit(user, 1, 'Blake', 'Lane', '07/04/1988');
    await user.click(screen.getByTestId('save-travelers'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent('POST', ASSIGN)).toHaveLength(2);
    expect(sent('POST', ASSIGN).map((r) => r.body)).toContainEqual({
      itemId: 'i1',
      unitIndex: 1,
      firstName: 'Blake',
      lastName: 'Lane',
      dateOfBirth: '07/04/1988',
    });
  });

  test("the server's DOB message is shown inline on the date of birth", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() => failBody('DOB exceeds the maximum age'));
    const onDone = jest.fn();
    renderInRemote(<TravelerStep items={items()} onDone={onDone} onChanged={jest.fn()} />);
    await fillUnit(user, 0, 'Avery', 'Lane', '03/14/1990');
    await fillUnit(user, 1, 'Blake', 'Lane', '07/04/1988');
    await user.click(screen.getByTestId('save-travelers'));
    expect(await screen.findByText('DOB exceeds the maximum age')).toBeInTheDocument();
    expect(screen.getByTestId('assign-i1-0-dob')).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });

  test("a product's own fields are drawn and saved as answered; going on with one unmet shows its message and stays", async () => {
    const user = userEvent.setup({ delay: null });
    const ticket = { ...makeCart([itemRow('i2', 1, liftTicketQuote({ assignment: undefined }))]).items[0] };
    ticket.configure = {
      call: 'lift-tickets',
      fields: [
        {
          key: 'isErolAccepted',
          kind: 'acknowledge',
          label: 'I agree to the Release of Liability',
          perUnit: false,
          required: true,
          terms: { title: 'Release of Liability', body: 'Skiing is a sport with risks.' },
        },
        { key: 'height', kind: 'height', label: 'Height', perUnit: true, required: true },
      ],
      configuration: { item: {}, units: [] },
      unmet: [{ message: ROL, key: 'isErolAccepted' }],
    };
    const { sent } = mockApi(({ url, body }) =>
      url === COMPLETE ? okBody({ complete: false, missing: [{ message: ROL, itemId: 'i2' }] }) : okBody(body),
    );
    const onDone = jest.fn();
    const onChanged = jest.fn();
    renderInRemote(<TravelerStep items={[ticket]} onDone={onDone} onChanged={onChanged} />);
    await user.click(screen.getByRole('button', { name: 'Read the Release of Liability' }));
    expect(await screen.findByText('Skiing is a sport with risks.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Height in centimetres'), '172');
    await user.tab();
    await waitFor(() => expect(sent('POST', '/api/cart/configure/lift-tickets')).toHaveLength(1));
    expect(sent('POST', '/api/cart/configure/lift-tickets')[0].body).toEqual({ cartProductId: 'i2', units: [{ height: 172 }] });
    await user.click(screen.getByTestId('save-travelers'));
    expect(await screen.findByText(ROL)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('I agree to the Release of Liability'));
    await waitFor(() => expect(sent('POST', '/api/cart/configure/lift-tickets')).toHaveLength(2));
    expect(sent('POST', '/api/cart/configure/lift-tickets')[1].body).toEqual({ cartProductId: 'i2', item: { isErolAccepted: true } });
  });

  test("what a line asks of each person is drawn with that person's name, and saved for that unit", async () => {
    const user = userEvent.setup({ delay: null });
    const [lesson] = makeCart([itemRow('i3', 2, liftTicketQuote({ assignment: { minAge: 15, maxAge: null } }))]).items;
    lesson.configure = {
      call: 'private-lesson',
      fields: [
        {
          key: 'abilityLevel',
          kind: 'select',
          label: 'Ability level',
          perUnit: true,
          required: true,
          options: ['Beginner', 'Intermediate'].map((l) => ({ value: l, label: l })),
        },
      ],
      configuration: { item: {}, units: [] },
      unmet: [],
    };
    const { sent } = mockApi(({ body }) => okBody(body));
    renderInRemote(<TravelerStep items={[lesson]} onDone={jest.fn()} onChanged={jest.fn()} />);
    const second = screen.getByTestId('assign-i3-1-first').closest('fieldset')!;
    const level = within(second).getByLabelText('Ability level');
    expect(screen.getAllByLabelText('Ability level')).toHaveLength(2);
    await user.selectOptions(level, 'Intermediate');
    await waitFor(() => expect(sent('POST', '/api/cart/configure/private-lesson')).toHaveLength(1));
    expect(sent('POST', '/api/cart/configure/private-lesson')[0].body).toEqual({
      cartProductId: 'i3',
      units: [null, { abilityLevel: 'Intermediate' }],
    });
  });

  test("a saved traveler can be cleared ('unassign traveler'): the fields empty and the cart is read again", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(({ url, body }) => (url === '/api/cart/unassign-traveler' ? okBody(body) : undefined));
    const onChanged = jest.fn();
    const cart = makeCart(
      [itemRow('i1', 2)],
      [{ cartItemId: 'i1', unitIndex: 1, firstName: 'Blake', lastName: 'Lane', dateOfBirth: '1988-07-04' }],
    );
    renderInRemote(<TravelerStep items={cart.items} onDone={jest.fn()} onChanged={onChanged} />);
    expect(screen.getByTestId('assign-i1-1-first')).toHaveValue('Blake');
    // Only the unit with somebody saved offers to clear it.
    expect(screen.getAllByRole('button', { name: /^Clear traveler: / })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^Clear traveler: / }));
    await waitFor(() => expect(screen.getByTestId('assign-i1-1-first')).toHaveValue(''));
    expect(sent('POST', '/api/cart/unassign-traveler').map((r) => r.body)).toEqual([{ itemId: 'i1', unitIndex: 1 }]);
    expect(onChanged).toHaveBeenCalled();
  });

  test('with two people saved, either can be made the primary traveler', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(({ url, body }) =>
      url === '/api/cart/primary-traveler' ? okBody({ ...(body as object), firstName: 'Blake', lastName: 'Lane' }) : undefined,
    );
    const onChanged = jest.fn();
    const cart = makeCart(
      [itemRow('i1', 2)],
      [
        { cartItemId: 'i1', unitIndex: 0, firstName: 'Avery', lastName: 'Lane', dateOfBirth: '1990-03-14' },
        { cartItemId: 'i1', unitIndex: 1, firstName: 'Blake', lastName: 'Lane', dateOfBirth: '1988-07-04' },
      ],
    );
    renderInRemote(<TravelerStep items={cart.items} primary={cart.primaryTraveler} onDone={jest.fn()} onChanged={onChanged} />);
    const choices = screen.getAllByRole('radio', { name: 'Primary traveler for this trip' });
    expect(choices.map((c) => (c as HTMLInputElement).checked)).toEqual([true, false]);
    await user.click(choices[1]);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent('POST', '/api/cart/primary-traveler').map((r) => r.body)).toEqual([{ itemId: 'i1', unitIndex: 1 }]);
  });
});
