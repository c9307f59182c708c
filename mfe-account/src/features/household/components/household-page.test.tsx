import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOUSEHOLD_MINOR_RULE, type HouseholdAnswer } from '../../../../contract';
import { HouseholdPage } from './household-page';

const getHousehold = mockApi('GET', '/api/account/household');
const createMember = mockApi('POST', '/api/account/household/members');
const updateMember = mockApi('POST', '/api/account/household/members/m1/update');

const self = {
  id: 'm0',
  firstName: 'Alex',
  lastName: 'Skier',
  dateOfBirth: '02/14/1990',
  relationship: 'self',
  status: 'active' as const,
  hasAccount: true,
};
const kid = {
  id: 'm1',
  firstName: 'Kit',
  lastName: 'Skier',
  dateOfBirth: '05/06/2015',
  relationship: 'child',
  status: 'active' as const,
  hasAccount: false,
};
const answer = (members = [self], canManage = true): HouseholdAnswer => ({
  household: { name: 'Skier household', canManage, members },
  invitations: [],
});

describe('household page', () => {
  beforeEach(() => {
    getHousehold.mockReset();
    createMember.mockReset();
  });

  it('adds a member with name, date of birth and relationship, and lists them', async () => {
    getHousehold.mockResolvedValue({ success: true, status: 200, data: answer() });
    createMember.mockResolvedValue({ success: true, status: 200, data: answer([self, kid]) });
    renderInRemote(<HouseholdPage />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add a member' });
    await user.type(within(form).getByLabelText('First name'), 'Kit');
    await user.type(within(form).getByLabelText('Last name'), 'Skier');
    await user.type(within(form).getByLabelText('Date of birth (MM/DD/YYYY)'), '05/06/2015');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Household members' })).toHaveTextContent('Kit Skier'));
    expect(JSON.stringify(createMember.mock.calls[0])).toContain('05/06/2015');
    expect(screen.getByRole('button', { name: 'Remove Kit Skier' })).toBeInTheDocument();
  });

  it('updates the details of a member without an account of their own (pending child account update)', async () => {
    getHousehold.mockResolvedValue({ success: true, status: 200, data: answer([self, kid]) });
    updateMember.mockResolvedValue({ success: true, status: 200, data: answer([self, { ...kid, firstName: 'Kitt' }]) });
    renderInRemote(<HouseholdPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Remove Kit Skier' })).toBeInTheDocument();
    // The holder's own row has no edit button.
    expect(screen.queryByRole('button', { name: 'Edit Alex Skier' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Kit Skier' }));
    const form = screen.getByRole('form', { name: 'Update Kit Skier' });
    const first = within(form).getByLabelText('First name');
    expect(first).toHaveValue('Kit');
    await user.clear(first);
    await user.type(first, 'Kitt');
    await user.click(within(form).getByRole('button', { name: 'Save member' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Household members' })).toHaveTextContent('Kitt Skier'));
    expect(updateMember).toHaveBeenCalledWith({ firstName: 'Kitt', lastName: 'Skier', dateOfBirth: '05/06/2015' });
    expect(screen.queryByRole('form', { name: /^Update / })).not.toBeInTheDocument();
  });

  it('shows an account under 18 that adults manage the household, with no add forms', async () => {
    getHousehold.mockResolvedValue({ success: true, status: 200, data: answer([self], false) });
    renderInRemote(<HouseholdPage />);
    expect(await screen.findByText(HOUSEHOLD_MINOR_RULE)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a member' })).not.toBeInTheDocument();
  });
});
