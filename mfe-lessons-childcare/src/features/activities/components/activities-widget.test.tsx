import { fireEvent, render, screen } from '@testing-library/react';
import { ResortThemeProvider, getEventBus, navigate, type AnalyticsEvent } from '@resort/shared';
import { INVALID_START_DATE } from '@resort/shared/rules';
import { ActivitiesWidget, type ActivitiesWidgetProps } from './activities-widget';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));
const go = jest.mocked(navigate);

const show = (props: ActivitiesWidgetProps = {}) =>
  render(
    <ResortThemeProvider>
      <ActivitiesWidget startDate="12/10/2026" {...props} />
    </ResortThemeProvider>,
  );
const date = () => screen.getByLabelText('Start date') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Find activities' }));

describe('Activities widget', () => {
  beforeEach(() => go.mockReset());

  it('start date valid: an invalid date shows the inline error and raises an error event', () => {
    const seen: AnalyticsEvent[] = [];
    const sub = getEventBus().analytics$.subscribe((e) => seen.push(e));
    show();
    fireEvent.change(date(), { target: { value: '13/01/2026' } });
    submit();
    sub.unsubscribe();
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByText(INVALID_START_DATE)).toBeInTheDocument();
    expect(date()).toHaveAttribute('aria-invalid', 'true');
    expect(seen.filter((e) => e.event === 'widget-error').map((e) => e.data)).toEqual([
      { widget: 'activities', messages: [INVALID_START_DATE] },
    ]);
  });

  it('an empty start date is not valid either', () => {
    show({ startDate: '' });
    submit();
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByText(INVALID_START_DATE)).toBeInTheDocument();
  });

  it('clears the error once the date changes', () => {
    show({ startDate: 'soon' });
    submit();
    fireEvent.change(date(), { target: { value: '12/11/2026' } });
    expect(screen.queryByText(INVALID_START_DATE)).not.toBeInTheDocument();
  });

  it('submits to /activities?startDate=MM/DD/YYYY', () => {
    show();
    fireEvent.change(date(), { target: { value: '1/2/27' } });
    submit();
    expect(go).toHaveBeenCalledWith('/activities?startDate=01%2F02%2F2027');
  });
});
