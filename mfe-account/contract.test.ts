import { DateTime } from 'luxon';
import {
  DOB_FORMAT_RULE,
  DOB_FUTURE_RULE,
  EMAIL_RULE,
  PASSWORD_RULE,
  REQUIRED_FIELD,
  CreateAccountBody,
  dateOfBirthIso,
  passwordError,
  validateCreateAccount,
} from './contract';

const today = DateTime.fromISO('2026-11-22');

describe('account rules', () => {
  it.each([
    ['Powder2026!', null],
    ['abcdefghij', null],
    ['1234567890', null],
    ['abcdefghi', PASSWORD_RULE],
    ['Powder26!', PASSWORD_RULE],
    ['', REQUIRED_FIELD],
  ])('password "at least 10 characters": %p', (password, expected) => {
    expect(passwordError(password)).toBe(expected);
  });

  it('checks the create-account body with the same rules, each on its own field', () => {
    const input = { firstName: 'Alex', lastName: 'Skier', dateOfBirth: '02/14/1990', email: 'alex@resort.test', password: 'Powder2026!' };
    expect(CreateAccountBody.safeParse(input).success).toBe(true);
    const short = CreateAccountBody.safeParse({ ...input, password: 'Powder26!' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]).toMatchObject({ path: ['password'], message: PASSWORD_RULE });
    const extra = CreateAccountBody.safeParse({ ...input, admin: true });
    expect(extra.success).toBe(false);
    const nul = CreateAccountBody.safeParse({ ...input, firstName: 'Al\u0000ex' });
    expect(nul.success).toBe(false);
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
