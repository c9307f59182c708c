import { LESSONS_MESSAGES, LessonsQuery, lessonsSearchUrl, parseLessonsQuery, validateLessons } from './lessons';

const query = (over: Partial<LessonsQuery> = {}): LessonsQuery => ({
  sport: 'ski',
  age: '7-12',
  level: 'Beginner',
  date: '12/20/2026',
  ...over,
});

describe('validateLessons', () => {
  it.each<[string, Partial<LessonsQuery>, string[]]>([
    ['"age chosen (not empty ...)"', { age: '' }, [LESSONS_MESSAGES.age]],
    ['"age chosen (... not \'Select Age\')"', { age: 'Select Age' }, [LESSONS_MESSAGES.age]],
    ['"level chosen (not \'Select Level\')"', { level: 'Select Level' }, [LESSONS_MESSAGES.level]],
    ['"valid date"', { date: '12/40/2026' }, [LESSONS_MESSAGES.date]],
    [
      'everything missing, in field order',
      { age: 'Select Age', level: '', date: '' },
      [LESSONS_MESSAGES.age, LESSONS_MESSAGES.level, LESSONS_MESSAGES.date],
    ],
  ])('%s', (_name, over, messages) => {
    const result = validateLessons(query(over));
    expect(result.valid).toBe(false);
    expect(result.messages).toEqual(messages);
  });

  it('passes a complete search, MM/DD/YY included', () => {
    expect(validateLessons(query({ date: '12/20/26' }))).toEqual({ valid: true, errors: {}, messages: [] });
  });

  it('"Invalid fields get error styling": errors are keyed by field', () => {
    expect(validateLessons(query({ level: 'Select Level' })).errors).toEqual({ level: LESSONS_MESSAGES.level });
  });
});

describe('lessonsSearchUrl', () => {
  it('"query parameters sport, age, level, date"', () => {
    const url = lessonsSearchUrl('/lessons/results', query({ date: '12/20/26' }));
    expect(url).toBe('/lessons/results?sport=ski&age=7-12&level=Beginner&date=12%2F20%2F2026');
  });
});

describe('parseLessonsQuery', () => {
  it('round-trips the widget query with an ISO date', () => {
    const q = Object.fromEntries(new URLSearchParams(lessonsSearchUrl('/l', query()).split('?')[1]));
    expect(parseLessonsQuery(q)).toEqual({ ok: true, value: { sport: 'ski', age: '7-12', level: 'Beginner', date: '2026-12-20' } });
  });

  it('fails with the first invalid message', () => {
    expect(parseLessonsQuery({ sport: 'ski', age: 'Select Age', level: 'Select Level', date: '12/20/2026' })).toEqual({
      ok: false,
      message: LESSONS_MESSAGES.age,
    });
    expect(parseLessonsQuery({})).toEqual({ ok: false, message: LESSONS_MESSAGES.age });
  });
});
