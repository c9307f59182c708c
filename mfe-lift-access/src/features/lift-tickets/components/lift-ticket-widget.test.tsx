import { mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import '@testing-library/jest-dom';
import type { ComponentProps } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '@resort/shared';
import { resorts } from '../../../../test/fixtures';
import { LiftTicketWidget } from './lift-ticket-widget';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));

// The first render pulls in the whole design system; a busy machine needs more than the default 5 s.
jest.setTimeout(30_000);

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;

/** The server's answer to the resort list; the unavailable dates always answer with none. */
function answerResorts(answer: { status?: number; body: unknown }) {
  mockApi((_, url) => {
    if (url.pathname === '/api/liftaccess/resorts') return answer;
    if (url.pathname === '/api/liftaccess/unavailable-dates')
      return okBody({ startDate: '2026-11-22', endDate: '2027-04-20', unavailableDates: [] });
    return undefined;
  });
}

beforeEach(() => {
  navigateMock.mockReset();
  answerResorts(okBody(resorts));
});

function renderWidget(props: ComponentProps<typeof LiftTicketWidget> = {}) {
  const view = renderInRemote(<LiftTicketWidget {...props} />);
  return { ...view, dateInput: () => view.container.querySelector<HTMLInputElement>('#lift-start-date')! };
}

async function ready() {
  await waitFor(() => expect(screen.getByRole('option', { name: 'Summit Peak, Colorado' })).toBeInTheDocument(), { timeout: 5000 });
}

describe('lift ticket widget', () => {
  it('"first day a valid date": an empty or impossible first day shows the invalid-first-day message and does not navigate', async () => {
    const user = userEvent.setup();
    const { dateInput } = renderWidget();
    await ready();
    await user.selectOptions(screen.getByLabelText('Age group'), 'adult');
    await user.click(screen.getByRole('button', { name: 'Find tickets' }));
    expect(await screen.findByText('Please enter a valid first day (MM/DD/YYYY).')).toBeInTheDocument();
    await user.type(dateInput(), '13/45/2026');
    await user.click(screen.getByRole('button', { name: 'Find tickets' }));
    expect(screen.getByText('Please enter a valid first day (MM/DD/YYYY).')).toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('"age group selected": without an age group it asks for one and does not navigate', async () => {
    const user = userEvent.setup();
    const { dateInput } = renderWidget();
    await ready();
    await user.type(dateInput(), '12/20/2026');
    await user.click(screen.getByRole('button', { name: 'Find tickets' }));
    expect(await screen.findByText('Please select an age group.')).toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('navigates to the results with resort, startDate, numberOfDays and ageGroup', async () => {
    const user = userEvent.setup();
    const { dateInput } = renderWidget();
    await ready();
    await user.type(dateInput(), '12/20/2026');
    await user.selectOptions(screen.getByLabelText('Number of days'), '3');
    await user.selectOptions(screen.getByLabelText('Age group'), 'child');
    await user.click(screen.getByRole('button', { name: 'Find tickets' }));
    expect(navigateMock).toHaveBeenCalledWith('/lift-tickets?resort=summit-peak&startDate=12%2F20%2F2026&numberOfDays=3&ageGroup=child');
    const url = new URL(navigateMock.mock.calls[0][0], 'http://store.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      resort: 'summit-peak',
      startDate: '12/20/2026',
      numberOfDays: '3',
      ageGroup: 'child',
    });
  });

  it('preselects the resort and first day handed over by the page', async () => {
    const user = userEvent.setup();
    const { dateInput } = renderWidget({ resort: 'coast-range', startDate: '01/05/2027' });
    await ready();
    expect(screen.getByLabelText('Resort')).toHaveValue('coast-range');
    expect(dateInput()).toHaveValue('01/05/2027');
    await user.selectOptions(screen.getByLabelText('Age group'), 'senior');
    await user.click(screen.getByRole('button', { name: 'Find tickets' }));
    expect(navigateMock.mock.calls[0][0]).toMatch(
      /^\/lift-tickets\?resort=coast-range&startDate=01%2F05%2F2027&numberOfDays=1&ageGroup=senior$/,
    );
  });

  it('offers 1 to 5 days', async () => {
    renderWidget();
    await ready();
    const options = Array.from((screen.getByLabelText('Number of days') as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(['1', '2', '3', '4', '5']);
  });

  it("shows 'Oops!' and the generic message when the resorts cannot be loaded", async () => {
    answerResorts({ status: 500, body: 'unknown error' });
    renderWidget();
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText('Oops, something went wrong. Please try again.')).toBeInTheDocument();
  });
});
