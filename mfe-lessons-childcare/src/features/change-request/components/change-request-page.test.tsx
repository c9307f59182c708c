import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderInRemote } from '@resort/shared/testing';
import { ChangeRequestPage } from './change-request-page';

describe('ski school change request', () => {
  test("sends the visitor's request and acknowledges it with the desk's reference", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi(() => ({
      status: 200,
      body: { success: true, data: { reference: 'SSC-1A2B3C4D', answerBy: 'within 24 hours' } },
    }));
    renderInRemote(<ChangeRequestPage />);
    await user.type(screen.getByLabelText('Your name'), 'Robin Hale');
    await user.type(screen.getByLabelText('Email'), 'robin@example.com');
    await user.type(screen.getByLabelText('Date of the lesson (MM/DD/YYYY)'), '12/10/2026');
    await user.selectOptions(screen.getByLabelText('What would you like to change?'), 'level');
    await user.type(screen.getByLabelText('Details of your request'), 'Our son is ready for intermediate.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByTestId('change-request-received')).toHaveTextContent(
      'will answer within 24 hours. Your reference is SSC-1A2B3C4D.',
    );
    expect(calls[0]).toEqual({
      url: '/api/lessons/change-request',
      method: 'POST',
      body: {
        name: 'Robin Hale',
        email: 'robin@example.com',
        orderNumber: '',
        lessonDate: '12/10/2026',
        kind: 'level',
        message: 'Our son is ready for intermediate.',
      },
    });
  });

  test("shows the server's refusal in its own words and keeps the form", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(() => ({ status: 400, body: { success: false, Message: 'Please enter a valid email address.' } }));
    renderInRemote(<ChangeRequestPage />);
    await user.type(screen.getByLabelText('Your name'), 'Robin');
    await user.type(screen.getByLabelText('Email'), 'robin@example.com');
    await user.type(screen.getByLabelText('Date of the lesson (MM/DD/YYYY)'), '12/10/2026');
    await user.type(screen.getByLabelText('Details of your request'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
  });
});
