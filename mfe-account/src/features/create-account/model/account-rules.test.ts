import { DateTime } from 'luxon';
import {
  DOB_FORMAT_RULE,
  DOB_FUTURE_RULE,
  EMAIL_RULE,
  PASSWORD_RULE,
  REQUIRED_FIELD,
  dateOfBirthIso,
  passwordError,
  validateCreateAccount,
} from './account-rules';

const today = DateTime.fromISO('2026-11-22');

describe('account rules', () => {
  it.each([
    ['Powder2026!', null],
    ['abcdefg1', null],
    ['abcdefgh', PASSWORD_RULE],
    ['12345678', PASSWORD_RULE],
    ['abc1', PASSWORD_RULE],
    ['', REQUIRED_FIELD],
  ])('password "min 8, a letter and a digit": %p', (password, expected) => {
    expect(passwordError(password)).toBe(expected);
  });

  it('reads dates of birth as MM/DD/YYYY, and MM/DD/YY as the spec also accepts', () => {
    expect(dateOfBirthIso('02/14/1990', today)).toBe('1990-02-14');
    expect(dateOfBirthIso('02/14/90', today)).toBe('1990-02-14');
    expect(dateOfBirthIso('1990-02-14', today)).toBeNull();
    expect(dateOfBirthIso('02/30/1990', today)).toBeNull();
  });

  it('lists every broken field with its message', () => {
    const errors = validateCreateAccount(
      { firstName: '', lastName: 'Skier', dateOfBirth: '12/01/2026', email: 'alex@', password: 'powder' },
      today,
    );
    expect(errors).toEqual({
      firstName: REQUIRED_FIELD,
      dateOfBirth: DOB_FUTURE_RULE,
      email: EMAIL_RULE,
      password: PASSWORD_RULE,
    });
  });

  it('accepts a complete, valid account', () => {
    const input = { firstName: 'Alex', lastName: 'Skier', dateOfBirth: '02/14/1990', email: 'alex@resort.test', password: 'Powder2026!' };
    expect(validateCreateAccount(input, today)).toEqual({});
    expect(validateCreateAccount({ ...input, dateOfBirth: '13/01/1990' }, today)).toEqual({ dateOfBirth: DOB_FORMAT_RULE });
  });
});
