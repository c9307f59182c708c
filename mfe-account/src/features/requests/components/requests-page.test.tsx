import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCELLATION_RECEIVED, COMMENTS_FOR_OTHER, DATE_ORDER_RULE, DATE_RULE, EXCEPTION_RECEIVED } from '../../../../contract';
import { RequestsPage } from './requests-page';

const getCancellations = mockApi('GET', '/api/account/cancellation-requests');
const getExceptions = mockApi('GET', '/api/account/exceptions');
const cancel = mockApi('POST', '/api/account/cancellation-requests');
const except = mockApi('POST', '/api/account/exceptions');

const sent = {
  id: 'c1',
  reference: 'ABCD1234',
  subject: 'season-pass',
  itemReference: 'E1234567',
  reason: 'other',
  comments: 'Moved abroad for work.',
  status: 'received',
  createdAt: '2026-02-01T10:00:00.000Z',
};

describe('cancellations and exceptions page', () => {
  beforeEach(() => {
    getCancellations.mockResolvedValue({ success: true, status: 200, data: { requests: [] } });
    getExceptions.mockResolvedValue({ success: true, status: 200, data: { requests: [] } });
  });

  it('"cancellation request form": "Other" needs comments; the request is sent and its number shown', async () => {
    cancel.mockResolvedValue({ success: true, status: 200, data: sent });
    renderInRemote(<RequestsPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('You have not sent a request yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Cancellation request' });
    await user.type(within(form).getByLabelText('Pass or order number'), 'E1234567');
    await user.selectOptions(within(form).getByLabelText('Reason'), 'other');
    await user.click(within(form).getByRole('button', { name: 'Send cancellation request' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(COMMENTS_FOR_OTHER);
    expect(cancel).not.toHaveBeenCalled();

    getCancellations.mockResolvedValue({ success: true, status: 200, data: { requests: [sent] } });
    await user.type(within(form).getByLabelText('Comments (required for "Other")'), 'Moved abroad for work.');
    await user.click(within(form).getByRole('button', { name: 'Send cancellation request' }));
    expect(cancel).toHaveBeenCalledWith({
      subject: 'season-pass',
      reference: 'E1234567',
      reason: 'other',
      comments: 'Moved abroad for work.',
    });
    expect(await screen.findByText(`${CANCELLATION_RECEIVED} Your request number is ABCD1234.`)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Your requests' })).toHaveTextContent('Cancellation ABCD1234: season pass E1234567');
  });

  it('"online exceptions form": dates are MM/DD/YYYY and checked before sending', async () => {
    except.mockResolvedValue({
      success: true,
      status: 200,
      data: {
        id: 'x1',
        reference: 'XYZ98765',
        category: 'injury',
        passNumber: 'E7654321',
        startDate: '01/10/2026',
        endDate: '03/31/2026',
        description: 'Torn ligament, no skiing for the season.',
        status: 'received',
        createdAt: '2026-02-01T10:00:00.000Z',
      },
    });
    renderInRemote(<RequestsPage />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Online exceptions form' });
    await user.type(within(form).getByLabelText('Pass number'), 'E7654321');
    await user.type(within(form).getByLabelText('From (MM/DD/YYYY)'), '2026-01-10');
    await user.type(within(form).getByLabelText('Until (MM/DD/YYYY)'), '03/31/2026');
    await user.type(within(form).getByLabelText('What happened'), 'Torn ligament, no skiing for the season.');
    await user.click(within(form).getByRole('button', { name: 'Send exception request' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(DATE_RULE);
    expect(except).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('From (MM/DD/YYYY)'));
    await user.type(within(form).getByLabelText('From (MM/DD/YYYY)'), '04/10/2026');
    await user.click(within(form).getByRole('button', { name: 'Send exception request' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(DATE_ORDER_RULE);

    await user.clear(within(form).getByLabelText('From (MM/DD/YYYY)'));
    await user.type(within(form).getByLabelText('From (MM/DD/YYYY)'), '01/10/2026');
    await user.click(within(form).getByRole('button', { name: 'Send exception request' }));
    expect(except).toHaveBeenCalledWith({
      category: 'injury',
      passNumber: 'E7654321',
      startDate: '01/10/2026',
      endDate: '03/31/2026',
      description: 'Torn ligament, no skiing for the season.',
    });
    expect(await screen.findByText(`${EXCEPTION_RECEIVED} Your request number is XYZ98765.`)).toBeInTheDocument();
  });
});
