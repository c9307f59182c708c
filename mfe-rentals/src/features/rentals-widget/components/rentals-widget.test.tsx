import { mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { getEventBus } from '@resort/shared';
import { DELIVERY_TIME_REQUIRED, PICKUP_DATE_REQUIRED, RETURN_DATE_REQUIRED } from '@resort/shared/rules';
import type { RentalWidgetResponse } from '../../../../contract';
import { MEG_CONTENT, summerModel, winterModel } from '../../../../test/widget-model-fixture';
import { RentalsWidget } from './rentals-widget';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const navigate = navigateToUrl as jest.Mock;

function serve(winter: RentalWidgetResponse, summer: RentalWidgetResponse = summerModel()) {
  return mockApi(({ url }) => {
    if (url.includes('/api/rentals/widget') && url.includes('season=1')) return okBody(winter);
    if (url.includes('/api/rentals/widget') && url.includes('season=2')) return okBody(summer);
    return undefined;
  });
}

function renderWidget(props: React.ComponentProps<typeof RentalsWidget> = {}) {
  return renderInRemote(<RentalsWidget resort="summit-peak" {...props} />);
}

const pickup = () => screen.findByLabelText(/^(Pick up on|Delivery on)$/);
const returnInput = () => screen.getByLabelText('Return on') as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: /^Find (rentals|bikes)$/ }));
const lastUrl = () => new URL(navigate.mock.calls.at(-1)![0], 'http://store.test');

beforeEach(() => navigate.mockReset());

describe('rentals widget', () => {
  it('has the Ski & Snowboard tab active and the Bike tab beside it', async () => {
    serve(winterModel());
    renderWidget();
    expect(screen.getByRole('tab', { name: 'Ski & Snowboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Bike' })).toHaveAttribute('aria-selected', 'false');
    expect(((await pickup()) as HTMLInputElement).value).toBe('12/01/2026');
    expect(returnInput().value).toBe('12/01/2026');
  });

  it('starts on the page-suggested day when it can be rented', async () => {
    serve(winterModel());
    renderWidget({ startDate: '12/05/2026' });
    expect(((await pickup()) as HTMLInputElement).value).toBe('12/05/2026');
  });

  it('searches with startdate, enddate, after3 and the resort', async () => {
    serve(winterModel());
    renderWidget();
    await pickup();
    fireEvent.change(returnInput(), { target: { value: '12/03/2026' } });
    await submit();
    const url = lastUrl();
    expect(url.pathname).toBe('/rentals');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startdate: '12/01/2026',
      enddate: '12/03/2026',
      after3: 'false',
      resort: 'summit-peak',
    });
  });

  it('records the rental booking for analytics when it searches', async () => {
    const events: Array<{ event: string; data: Record<string, unknown> }> = [];
    const subscription = getEventBus().analytics$.subscribe((e) => events.push(e as never));
    serve(winterModel());
    renderWidget();
    await pickup();
    fireEvent.change(returnInput(), { target: { value: '12/04/2026' } });
    await submit();
    subscription.unsubscribe();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 'rentalSearch',
      data: {
        lob: 'Equipment Rental',
        isSummer: false,
        tabName: 'Ski & Snowboard',
        booking: { startDate: '12/01/2026', endDate: '12/04/2026', numberNights: 3 },
      },
    });
  });

  it('"pickup date required": shows the message inline and does not search', async () => {
    serve(winterModel());
    renderWidget();
    fireEvent.change(await pickup(), { target: { value: '' } });
    fireEvent.change(returnInput(), { target: { value: '' } });
    await submit();
    expect(await screen.findByText(PICKUP_DATE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(RETURN_DATE_REQUIRED)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('"Choosing a pickup date clears its error"', async () => {
    serve(winterModel());
    renderWidget();
    const input = await pickup();
    fireEvent.change(input, { target: { value: '' } });
    await submit();
    expect(await screen.findByText(PICKUP_DATE_REQUIRED)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '12/04/2026' } });
    expect(screen.queryByText(PICKUP_DATE_REQUIRED)).not.toBeInTheDocument();
    expect(returnInput().value).toBe('12/04/2026');
  });

  it('"Turning on pickupAfter3 with equal pickup and return dates clears the return date"', async () => {
    serve(winterModel());
    renderWidget();
    await pickup();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick up after 3PM' }));
    expect(returnInput().value).toBe('');
    fireEvent.change(returnInput(), { target: { value: '12/02/2026' } });
    await submit();
    expect(Object.fromEntries(lastUrl().searchParams)).toMatchObject({ after3: 'true', enddate: '12/02/2026' });
  });

  it('"delivery time required when delivering" (Select Delivery Time), then searches with delivery=true and time', async () => {
    serve(winterModel());
    renderWidget();
    await pickup();
    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    // Switching to delivery swaps the calendar: 12/01 is before the delivery window.
    expect(((await pickup()) as HTMLInputElement).value).toBe('12/02/2026');
    expect(screen.queryByRole('checkbox', { name: 'Pick up after 3PM' })).not.toBeInTheDocument();
    fireEvent.change(returnInput(), { target: { value: '12/04/2026' } });
    await submit();
    expect(await screen.findByText(DELIVERY_TIME_REQUIRED)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText('Delivery time'), '2:00 PM');
    expect(screen.queryByText(DELIVERY_TIME_REQUIRED)).not.toBeInTheDocument();
    await submit();
    expect(Object.fromEntries(lastUrl().searchParams)).toEqual({
      startdate: '12/02/2026',
      enddate: '12/04/2026',
      delivery: 'true',
      time: '2:00 PM',
      resort: 'summit-peak',
    });
  });

  it('"a delivery time at or after 3:00 PM on the same day clears the return date"', async () => {
    serve(winterModel());
    renderWidget();
    await pickup();
    await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    fireEvent.change(returnInput(), { target: { value: '12/02/2026' } });
    await userEvent.selectOptions(screen.getByLabelText('Delivery time'), '3:00 PM');
    expect(returnInput().value).toBe('');
  });

  it('offers no delivery choice for a pickup-only season', async () => {
    serve(winterModel({ isPickUpOnly: true, hasDeliveryDates: false }));
    renderWidget();
    await pickup();
    expect(screen.queryByRole('radio', { name: 'Delivery' })).not.toBeInTheDocument();
  });

  it('"A half-day bike length forces return date equal to pickup date" and searches with daytype', async () => {
    serve(winterModel());
    renderWidget();
    await userEvent.click(screen.getByRole('tab', { name: 'Bike' }));
    expect(screen.getByRole('tab', { name: 'Bike' })).toHaveAttribute('aria-selected', 'true');
    await pickup();
    fireEvent.change(returnInput(), { target: { value: '05/18/2027' } });
    await userEvent.selectOptions(screen.getByLabelText('Rental length'), 'Half day afternoon');
    // The afternoon calendar starts a day later, so the pickup moves to its first day.
    expect(((await pickup()) as HTMLInputElement).value).toBe('05/16/2027');
    expect(returnInput().value).toBe('05/16/2027');
    expect(returnInput()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Find bikes' }));
    expect(Object.fromEntries(lastUrl().searchParams)).toEqual({
      startdate: '05/16/2027',
      enddate: '05/16/2027',
      daytype: '2',
      resort: 'summit-peak',
    });
  });

  it('moves between the tabs with the arrow keys', async () => {
    serve(winterModel());
    renderWidget();
    screen.getByRole('tab', { name: 'Ski & Snowboard' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bike' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Bike' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens an info tooltip in a modal', async () => {
    serve(winterModel());
    renderWidget();
    await pickup();
    await userEvent.click(screen.getByRole('button', { name: 'About Pick up after 3PM' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/skip the morning line/)).toBeInTheDocument();
  });

  it("shows 'Oops!' and the generic message when the dates cannot be loaded", async () => {
    mockApi(() => ({ status: 500, body: { success: false, data: null, Message: 'Oops, something went wrong. Please try again.' } }));
    renderWidget();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops!');
    expect(alert).toHaveTextContent('Oops, something went wrong. Please try again.');
  });

  it('says so when the season is not open', async () => {
    serve(winterModel({ isSeasonOpen: false, hasPickupDates: false, hasDeliveryDates: false }));
    renderWidget();
    expect(await screen.findByText(/not open for booking/)).toBeInTheDocument();
  });
});

describe('My Epic Gear upsell', () => {
  it('"the first click opens it and the search proceeds after it closes"', async () => {
    serve(winterModel({ myEpicGear: MEG_CONTENT }));
    renderWidget();
    await pickup();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to My Epic Gear' });
    expect(navigate).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Your gear, all season')).toBeInTheDocument();
    expect(within(dialog).getByTestId('meg-table')).toHaveTextContent('My Epic GearExact modelSlope-side deliverySeason price');
    expect(within(dialog).getByTestId('rentals-table')).toHaveTextContent('RentalsPackage tierShop pickupDaily price');
    expect(within(dialog).getByTestId('meg-icon')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Upgrade now' })).toHaveAttribute('href', '/my-epic-gear');
    expect(within(dialog).getByText('Members must be 18 or over.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to rentals' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(lastUrl().pathname).toBe('/rentals');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Only the first click is interrupted.
    await submit();
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('proceeds with the search when closed with Escape', async () => {
    serve(winterModel({ myEpicGear: MEG_CONTENT }));
    renderWidget();
    await pickup();
    await submit();
    await screen.findByRole('dialog');
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    expect(lastUrl().pathname).toBe('/rentals');
  });

  it('the upgrade button goes to the configured URL instead of the search', async () => {
    serve(winterModel({ myEpicGear: MEG_CONTENT }));
    renderWidget();
    await pickup();
    await submit();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Upgrade now' }));
    expect(navigate.mock.calls).toEqual([['/my-epic-gear']]);
  });

  it('does not open for an invalid search', async () => {
    serve(winterModel({ myEpicGear: MEG_CONTENT }));
    renderWidget();
    fireEvent.change(await pickup(), { target: { value: '' } });
    await submit();
    expect(await screen.findByText(PICKUP_DATE_REQUIRED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
