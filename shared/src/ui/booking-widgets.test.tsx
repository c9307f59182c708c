import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from '../testing';
import { DropdownBookingWidget, NonBookableWidget, SingleProductWidget } from './booking-widgets';

const type = (label: RegExp | string, value: string) => {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('SingleProductWidget', () => {
  it('shows the error state with no date and does not navigate; a date goes into the link template in the button format', () => {
    const onNavigate = jest.fn();
    renderInRemote(
      <SingleProductWidget
        title="Snowshoe tour"
        buttonText="Book the tour"
        template="/activities?startDate={startDate}"
        dateFormat="yyyy-MM-dd"
        target="tours"
        today="12/01/2026"
        onNavigate={onNavigate}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book the tour' }));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a date.');
    expect(screen.getByTestId('single-product-widget')).toHaveAttribute('data-state', 'error');
    type('Date', '12/05/2026');
    expect(screen.getByTestId('single-product-widget')).toHaveAttribute('data-state', 'ready');
    fireEvent.click(screen.getByRole('button', { name: 'Book the tour' }));
    expect(onNavigate).toHaveBeenCalledWith('/activities?startDate=2026-12-05', 'tours');
  });
});

describe('NonBookableWidget', () => {
  it('moves the return date with the start, and confirms in a modal before redirecting', () => {
    jest.useFakeTimers();
    const onNavigate = jest.fn();
    renderInRemote(
      <NonBookableWidget
        title="Group trip"
        baseUrl="/activities"
        buttonText="Continue"
        today="12/01/2026"
        confirmation={{ title: 'Before you go', text: 'Group trips are booked by phone.', confirmText: 'Continue to activities' }}
        onNavigate={onNavigate}
      />,
    );
    type('Return date (optional)', '12/03/2026');
    type('Start date', '12/03/2026');
    expect(screen.getByLabelText('Return date (optional)', { selector: 'input' })).toHaveValue('12/04/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(onNavigate).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Before you go' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to activities' }));
    expect(onNavigate).toHaveBeenCalledWith('/activities?startDate=12%2F03%2F2026&endDate=12%2F04%2F2026&totalAdults=2&totalChildren=0');
    jest.useRealTimers();
  });
});

describe('DropdownBookingWidget', () => {
  it("navigates to the selected option's URL, and asks for a choice otherwise", () => {
    const onNavigate = jest.fn();
    renderInRemote(
      <DropdownBookingWidget
        title="Plan a day"
        label="What would you like to do?"
        buttonText="Go"
        options={[
          { label: 'Lessons', value: '/lessons' },
          { label: 'Rentals', value: '/rentals' },
        ]}
        onNavigate={onNavigate}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an option.');
    fireEvent.change(screen.getByLabelText('What would you like to do?'), { target: { value: '/rentals' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onNavigate).toHaveBeenCalledWith('/rentals');
  });
});

describe('a search that cannot run says why', () => {
  it('puts the message beside the field, moves focus to the first field in error and announces it', async () => {
    jest.useRealTimers();
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    renderInRemote(
      <NonBookableWidget title="Group trip" baseUrl="/activities" buttonText="Continue" today="12/01/2026" onNavigate={onNavigate} />,
    );
    const start = screen.getByLabelText('Start date', { selector: 'input' });
    await user.clear(start);
    await user.type(start, '12/4');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onNavigate).not.toHaveBeenCalled();
    await screen.findByRole('alert');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid start date (MM/DD/YYYY).');
    await waitFor(() => expect(start).toHaveFocus());
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    // The text stays as typed, for the visitor to finish.
    expect(start).toHaveValue('12/4');
  });
});
