import { fireEvent, render, screen } from '@testing-library/react';
import { getEventBus, navigate, ResortThemeProvider, type AnalyticsEvent } from '@resort/shared';
import { LODGING_MESSAGES } from '@resort/shared/rules';
import { LodgingWidget } from './lodging-widget';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));
const go = jest.mocked(navigate);

const show = (props: { startDate?: string; endDate?: string; searchUrl?: string } = {}) =>
  render(
    <ResortThemeProvider>
      <LodgingWidget startDate="12/10/2026" endDate="12/13/2026" {...props} />
    </ResortThemeProvider>,
  );

const checkIn = () => screen.getByLabelText('Check-in') as HTMLInputElement;
const checkOut = () => screen.getByLabelText('Check-out') as HTMLInputElement;
const adultsInput = () => screen.getByLabelText('Adults') as HTMLInputElement;
const childrenInput = () => screen.getByLabelText('Children') as HTMLInputElement;
const plus = (label: string) => screen.getByRole('button', { name: `More ${label}` });
const minus = (label: string) => screen.getByRole('button', { name: `Fewer ${label}` });
const ageSelects = () => screen.queryAllByLabelText(/^Child \d+ age$/);
const search = () => fireEvent.click(screen.getByRole('button', { name: 'Search lodging' }));

describe('Lodging tab', () => {
  beforeEach(() => go.mockReset());

  it('starts from the dates the booking tabs hand over', () => {
    show();
    expect(checkIn().value).toBe('12/10/2026');
    expect(checkOut().value).toBe('12/13/2026');
    expect(adultsInput().value).toBe('2');
    expect(childrenInput().value).toBe('0');
  });

  it('if check-in is on or after check-out, check-out moves to check-in plus 1 day', () => {
    show();
    fireEvent.change(checkIn(), { target: { value: '12/13/2026' } });
    expect(checkOut().value).toBe('12/14/2026');
    fireEvent.change(checkIn(), { target: { value: '12/20/2026' } });
    expect(checkOut().value).toBe('12/21/2026');
  });

  it('keeps a later check-out when check-in moves earlier', () => {
    show();
    fireEvent.change(checkIn(), { target: { value: '12/08/2026' } });
    expect(checkOut().value).toBe('12/13/2026');
  });

  it('changing the children count adds or removes child age inputs', () => {
    show();
    expect(ageSelects()).toHaveLength(0);
    fireEvent.click(plus('Children'));
    fireEvent.click(plus('Children'));
    expect(ageSelects()).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Child 2 age'), { target: { value: '8' } });
    fireEvent.click(minus('Children'));
    expect(ageSelects()).toHaveLength(1);
    fireEvent.click(plus('Children'));
    // A removed child's age does not come back with a new child.
    expect((screen.getByLabelText('Child 2 age') as HTMLSelectElement).value).toBe('');
  });

  it('children at 6 or more disable only the children plus button', () => {
    show();
    for (let i = 0; i < 6; i++) fireEvent.click(plus('Children'));
    expect(childrenInput().value).toBe('6');
    expect(ageSelects()).toHaveLength(6);
    expect(plus('Children')).toBeDisabled();
    expect(plus('Adults')).toBeEnabled();
  });

  it('adults plus children at 19 or more disable both plus buttons', () => {
    show();
    fireEvent.change(adultsInput(), { target: { value: '17' } });
    fireEvent.click(plus('Children'));
    expect(plus('Adults')).toBeEnabled();
    fireEvent.click(plus('Children'));
    expect(adultsInput().value).toBe('17');
    expect(childrenInput().value).toBe('2');
    expect(plus('Adults')).toBeDisabled();
    expect(plus('Children')).toBeDisabled();
    fireEvent.click(minus('Adults'));
    expect(plus('Adults')).toBeEnabled();
    expect(plus('Children')).toBeEnabled();
  });

  it('submit navigates to the results with arrivaldate, departuredate, adultcount, childcount and comma-joined childagearray', () => {
    show();
    fireEvent.click(plus('Children'));
    fireEvent.click(plus('Children'));
    fireEvent.change(screen.getByLabelText('Child 1 age'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Child 2 age'), { target: { value: '8' } });
    search();
    expect(go).toHaveBeenCalledTimes(1);
    const url = new URL(go.mock.calls[0][0], 'http://store.test');
    expect(url.pathname).toBe('/lodging');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      arrivaldate: '12/10/2026',
      departuredate: '12/13/2026',
      adultcount: '2',
      childcount: '2',
      childagearray: '5,8',
    });
  });

  it('empty child ages count as 0', () => {
    show();
    fireEvent.click(plus('Children'));
    search();
    const url = new URL(go.mock.calls[0][0], 'http://store.test');
    expect(url.searchParams.get('childagearray')).toBe('0');
  });

  it("goes to the button's own URL when the page gives one", () => {
    show({ searchUrl: '/stay/search?source=home' });
    search();
    const url = new URL(go.mock.calls[0][0], 'http://store.test');
    expect(url.pathname).toBe('/stay/search');
    expect(url.searchParams.get('source')).toBe('home');
    expect(url.searchParams.get('arrivaldate')).toBe('12/10/2026');
  });

  it('shows an inline error for an invalid check-in, raises the error event and does not navigate', () => {
    const events: AnalyticsEvent[] = [];
    const subscription = getEventBus().analytics$.subscribe((e) => events.push(e));
    show();
    fireEvent.change(checkIn(), { target: { value: '13/45/2026' } });
    search();
    expect(go).not.toHaveBeenCalled();
    expect(checkIn()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(LODGING_MESSAGES['error-invalid'])).toBeInTheDocument();
    expect(events.at(-1)).toMatchObject({ event: 'lodging-search-error', data: { messages: [LODGING_MESSAGES['error-invalid']] } });
    // The error clears once the date is fixed.
    fireEvent.change(checkIn(), { target: { value: '12/11/2026' } });
    expect(screen.queryByText(LODGING_MESSAGES['error-invalid'])).not.toBeInTheDocument();
    subscription.unsubscribe();
  });

  it('stay at most 28 days: a longer stay shows the date-range error on check-out', () => {
    show();
    fireEvent.change(checkOut(), { target: { value: '01/08/2027' } });
    search();
    expect(go).not.toHaveBeenCalled();
    expect(checkOut()).toHaveAttribute('aria-invalid', 'true');
    expect(checkIn()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(LODGING_MESSAGES['error-date-range-too-great'])).toBeInTheDocument();
    fireEvent.change(checkOut(), { target: { value: '01/07/2027' } });
    search();
    expect(go).toHaveBeenCalledTimes(1);
  });
});
