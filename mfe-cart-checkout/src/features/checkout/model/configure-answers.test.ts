import type { ConfigureField } from '@resort/shared/cart';
import { answerOf, centimetresOf, draftOf, draftsOf } from './configure-answers';

const field = (kind: ConfigureField['kind'], perUnit = false): ConfigureField => ({
  key: kind,
  kind,
  label: kind,
  perUnit,
  required: true,
});

describe('configure-step answers', () => {
  test('dates are typed MM/DD/YYYY (spec section 5) and sent ISO; what is not a date is sent as typed for the line to refuse', () => {
    expect(answerOf(field('date'), '02/29/2012')).toBe('2012-02-29');
    expect(answerOf(field('date'), '13/45/2012')).toBe('13/45/2012');
    expect(draftOf(field('date'), '2012-02-29')).toBe('02/29/2012');
  });

  test('a tick and a yes/no are booleans; nothing chosen is null, not no', () => {
    expect(answerOf(field('acknowledge'), true)).toBe(true);
    expect(answerOf(field('yes-no'), null)).toBeNull();
    expect(draftOf(field('yes-no'), undefined)).toBeNull();
    expect(draftOf(field('acknowledge'), undefined)).toBe(false);
  });

  test('heights in feet and inches become whole centimetres; numbers are numbers; blanks are null', () => {
    expect(centimetresOf(5, 10)).toBe(178);
    expect(answerOf(field('height'), '178')).toBe(178);
    expect(answerOf(field('text'), '  ')).toBeNull();
  });

  test('per-unit answers are kept apart for every unit of the item', () => {
    const drafts = draftsOf([field('height', true), field('acknowledge')], { item: { acknowledge: true }, units: [{ height: 150 }] }, 2);
    expect(drafts).toEqual({ item: { acknowledge: true }, units: [{ height: '150' }, { height: null }] });
  });
});
