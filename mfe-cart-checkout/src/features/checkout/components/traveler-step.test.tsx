import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, itemRow, makeCart, ok } from '../../../../test/fixtures/cart';
import { assignTraveler } from '../api/assign-traveler';
import { TravelerStep } from './traveler-step';

jest.mock('../api/assign-traveler');

const items = () => makeCart([itemRow('i1', 2)]).items;

async function fillUnit(user: ReturnType<typeof userEvent.setup>, unit: number, first: string, last: string, dob: string) {
  if (first) await user.type(screen.getByTestId(`assign-i1-${unit}-first`), first);
  if (last) await user.type(screen.getByTestId(`assign-i1-${unit}-last`), last);
  if (dob) await user.type(screen.getByTestId(`assign-i1-${unit}-dob`), dob);
}

describe('configure products step', () => {
  beforeEach(() => jest.resetAllMocks());

  test('asks for a traveler for every unit', () => {
    render(<TravelerStep items={items()} onDone={jest.fn()} />);
    for (const unit of [0, 1]) {
      expect(screen.getByTestId(`assign-i1-${unit}-first`)).toBeInTheDocument();
      expect(screen.getByTestId(`assign-i1-${unit}-last`)).toBeInTheDocument();
      expect(screen.getByTestId(`assign-i1-${unit}-dob`)).toBeInTheDocument();
    }
  });

  test("empty fields show 'Required Field' and nothing is sent", async () => {
    const user = userEvent.setup({ delay: null });
    const onDone = jest.fn();
    render(<TravelerStep items={items()} onDone={onDone} />);
    await fillUnit(user, 0, 'Avery', 'Lane', '03/14/1990');
    await user.click(screen.getByTestId('save-travelers'));
    expect(screen.getAllByText('Required Field')).toHaveLength(3);
    expect(assignTraveler).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  test("a child on an adult ticket: 'DOB does not meet the minimum age'; too old: 'DOB exceeds the maximum age'", async () => {
    const user = userEvent.setup({ delay: null });
    render(<TravelerStep items={items()} onDone={jest.fn()} />);
    await fillUnit(user, 0, 'Kid', 'Lane', '06/01/2015');
    await fillUnit(user, 1, 'Gran', 'Lane', '01/01/1940');
    await user.click(screen.getByTestId('save-travelers'));
    expect(screen.getByText('DOB does not meet the minimum age')).toBeInTheDocument();
    expect(screen.getByText('DOB exceeds the maximum age')).toBeInTheDocument();
    expect(assignTraveler).not.toHaveBeenCalled();
  });

  test('valid travelers are saved, one call per unit, then the step is done', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(assignTraveler).mockImplementation(async (r) => ok(r));
    const onDone = jest.fn();
    render(<TravelerStep items={items()} onDone={onDone} />);
    await fillUnit(user, 0, 'Avery', 'Lane', '03/14/1990');
    await fillUnit(user, 1, 'Blake', 'Lane', '07/04/1988');
    await user.click(screen.getByTestId('save-travelers'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(assignTraveler).toHaveBeenCalledTimes(2);
    expect(assignTraveler).toHaveBeenCalledWith({ itemId: 'i1', unitIndex: 1, firstName: 'Blake', lastName: 'Lane', dateOfBirth: '07/04/1988' });
  });

  test("the server's DOB message is shown inline on the date of birth", async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(assignTraveler).mockResolvedValue(fail('DOB exceeds the maximum age'));
    const onDone = jest.fn();
    render(<TravelerStep items={items()} onDone={onDone} />);
    await fillUnit(user, 0, 'Avery', 'Lane', '03/14/1990');
    await fillUnit(user, 1, 'Blake', 'Lane', '07/04/1988');
    await user.click(screen.getByTestId('save-travelers'));
    expect(await screen.findByText('DOB exceeds the maximum age')).toBeInTheDocument();
    expect(screen.getByTestId('assign-i1-0-dob')).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });
});
