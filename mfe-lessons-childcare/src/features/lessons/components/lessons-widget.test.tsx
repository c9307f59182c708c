import { fireEvent, render, screen } from '@testing-library/react';
import { ResortThemeProvider, getEventBus, navigate, type AnalyticsEvent } from '@resort/shared';
import { LESSONS_MESSAGES } from '@resort/shared/rules';
import { LessonsWidget, type LessonsWidgetProps } from './lessons-widget';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));
const go = jest.mocked(navigate);

const show = (props: LessonsWidgetProps = {}) =>
  render(
    <ResortThemeProvider>
      <LessonsWidget startDate="12/10/2026" {...props} />
    </ResortThemeProvider>,
  );

const age = () => screen.getByLabelText('Age') as HTMLSelectElement;
const level = () => screen.getByLabelText('Level') as HTMLSelectElement;
const date = () => screen.getByLabelText('Start date') as HTMLInputElement;
const sport = (name: string) => screen.getByRole('button', { name });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Find lessons' }));

describe('Lessons tab', () => {
  beforeEach(() => go.mockReset());

  it('starts with Ski selected, the placeholders and the start date the tabs hand over', () => {
    show();
    expect(sport('Ski')).toHaveAttribute('aria-pressed', 'true');
    expect(sport('Snowboard')).toHaveAttribute('aria-pressed', 'false');
    expect(age().value).toBe('Select Age');
    expect(level().value).toBe('Select Level');
    expect(date().value).toBe('12/10/2026');
  });

  it('sport filter toggles selected and unselected styles', () => {
    show();
    const ski = sport('Ski');
    const board = sport('Snowboard');
    const selectedStyle = getComputedStyle(ski).backgroundColor;
    const unselectedStyle = getComputedStyle(board).backgroundColor;
    expect(selectedStyle).not.toBe(unselectedStyle);
    fireEvent.click(board);
    expect(board).toHaveAttribute('aria-pressed', 'true');
    expect(ski).toHaveAttribute('aria-pressed', 'false');
    expect(getComputedStyle(board).backgroundColor).toBe(selectedStyle);
    expect(getComputedStyle(ski).backgroundColor).toBe(unselectedStyle);
  });

  it("age chosen (not 'Select Age'), level chosen (not 'Select Level'), valid date: inline errors and an error event", () => {
    const seen: AnalyticsEvent[] = [];
    const sub = getEventBus().analytics$.subscribe((e) => seen.push(e));
    show({ startDate: '' });
    fireEvent.change(date(), { target: { value: '02/30/2027' } });
    submit();
    sub.unsubscribe();

    expect(go).not.toHaveBeenCalled();
    expect(screen.getByText(LESSONS_MESSAGES.age)).toBeInTheDocument();
    expect(screen.getByText(LESSONS_MESSAGES.level)).toBeInTheDocument();
    expect(screen.getByText(LESSONS_MESSAGES.date)).toBeInTheDocument();
    expect(age()).toHaveAttribute('aria-invalid', 'true');
    expect(level()).toHaveAttribute('aria-invalid', 'true');
    expect(date()).toHaveAttribute('aria-invalid', 'true');
    const errors = seen.filter((e) => e.event === 'widget-error');
    expect(errors).toHaveLength(1);
    expect(errors[0].data).toEqual({ widget: 'lessons', messages: [LESSONS_MESSAGES.age, LESSONS_MESSAGES.level, LESSONS_MESSAGES.date] });
  });

  it("reports only the fields still invalid, and clears a field's error when it changes", () => {
    const seen: AnalyticsEvent[] = [];
    const sub = getEventBus().analytics$.subscribe((e) => seen.push(e));
    show();
    fireEvent.change(age(), { target: { value: 'youth 7-14' } });
    submit();
    expect(seen.at(-1)?.data).toEqual({ widget: 'lessons', messages: [LESSONS_MESSAGES.level] });
    expect(age()).not.toHaveAttribute('aria-invalid');
    fireEvent.change(level(), { target: { value: 'Advanced' } });
    expect(screen.queryByText(LESSONS_MESSAGES.level)).not.toBeInTheDocument();
    sub.unsubscribe();
  });

  it("submit navigates to the button's URL with sport, age, level and date", () => {
    show({ searchUrl: '/lessons?resort=summit-peak' });
    expect(screen.getByRole('button', { name: 'Find lessons' })).toHaveAttribute('data-url', '/lessons?resort=summit-peak');
    fireEvent.click(sport('Snowboard'));
    fireEvent.change(age(), { target: { value: 'adult 15+' } });
    fireEvent.change(level(), { target: { value: 'First-timer' } });
    fireEvent.change(date(), { target: { value: '1/5/27' } });
    submit();
    expect(go).toHaveBeenCalledTimes(1);
    const url = new URL(go.mock.calls[0][0], 'https://resort.test');
    expect(url.pathname).toBe('/lessons');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      resort: 'summit-peak',
      sport: 'snowboard',
      age: 'adult 15+',
      level: 'First-timer',
      date: '01/05/2027',
    });
  });

  it('submits with the keyboard as well', () => {
    show({ sport: 'ski', age: 'child 3-6', level: 'Beginner' });
    fireEvent.submit(screen.getByTestId('lessons-widget'));
    expect(go).toHaveBeenCalledWith('/lessons?sport=ski&age=child+3-6&level=Beginner&date=12%2F10%2F2026');
  });
});
