import { mockApi, renderInRemote } from '@resort/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { navigate } from '@resort/shared';
import { StayCalendar, stayState } from './stay-calendar';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));
const calendar = mockApi('POST', '/api/lodging/property-calendar');

const nights = Array.from({ length: 42 }, (_, i) => {
  const night = `2027-01-${String(i + 1).padStart(2, '0')}`;
  return { night: i < 31 ? night : `2027-02-${String(i - 30).padStart(2, '0')}`, rate: i === 11 ? null : 18_900 + i * 100 };
});

describe("the property page's stay calendar", () => {
  it("asks for six weeks of prices for the party from the check-in's month, and shows each night's price or Sold Out under the date", async () => {
    calendar.mockResolvedValue({ success: true, status: 200, data: { propertyId: 'p1', currency: 'USD', nights } });
    const stay = stayState(
      new URLSearchParams('arrivaldate=01/10/2027&departuredate=01/13/2027&adultcount=2&childcount=1&childagearray=8'),
    );
    renderInRemote(<StayCalendar propertyId="p1" stay={stay} />);
    expect(calendar).toHaveBeenCalledWith({ propertyId: 'p1', from: '2027-01-01', adultcount: 2, childcount: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Choose Check-in from calendar' }));
    const month = await screen.findByLabelText('Check-in calendar');
    expect(await within(month).findByText('$198')).toBeInTheDocument();
    expect(within(month).getByText('Sold Out')).toBeInTheDocument();
  });

  it('re-prices the page for the new dates, and refuses dates the lodging rule refuses', async () => {
    calendar.mockResolvedValue({ success: true, status: 200, data: { propertyId: 'p1', currency: 'USD', nights } });
    const stay = stayState(new URLSearchParams('arrivaldate=01/10/2027&departuredate=01/13/2027&adultcount=2'));
    renderInRemote(<StayCalendar propertyId="p1" stay={stay} />);
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '01/15/2027' } });
    fireEvent.blur(screen.getByLabelText('Check-out'));
    fireEvent.click(screen.getByRole('button', { name: 'Update stay' }));
    expect(navigate).toHaveBeenCalledWith(
      expect.stringMatching(/^\/lodging\/p1\?arrivaldate=01%2F10%2F2027&departuredate=01%2F15%2F2027&/),
    );
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '02/30/2027' } });
    fireEvent.blur(screen.getByLabelText('Check-out'));
    fireEvent.click(screen.getByRole('button', { name: 'Update stay' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter valid dates (MM/DD/YYYY).');
  });
});
