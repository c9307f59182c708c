import { REQUIRED_FIELD } from '@resort/shared/rules';
import { requiredText, text, z } from '@resort/shared/contracts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, dateOfBirthError, emailError, phoneError, usernameError } from './rules';
import { withRule } from './fields';
import { newPassword } from './new-password';

// Profile updates

export const USERNAME_TAKEN = 'This username is already taken. Please choose another one.';
/** Spec section 8: "100016 username update error". */
export const USERNAME_TAKEN_CODE = 100016;
export const EMAIL_TAKEN = 'This email address cannot be used for this account.';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';

export const PhoneBody = z.object({ phone: withRule(30, phoneError) }).strict();
export const AddressBody = z
  .object({
    addressLine1: requiredText(100),
    city: requiredText(60),
    region: requiredText(60),
    postalCode: requiredText(20),
    country: requiredText(60),
  })
  .strict();
export const BirthDateBody = z.object({ dateOfBirth: withRule(20, (v) => dateOfBirthError(v)) }).strict();
export const UpdateEmailBody = z
  .object({ email: withRule(EMAIL_MAX_LENGTH, emailError), currentPassword: text(PASSWORD_MAX_LENGTH).min(1, REQUIRED_FIELD) })
  .strict();
export const UsernameBody = z.object({ username: withRule(30, usernameError) }).strict();
export const UpdatePasswordBody = z.object({ currentPassword: text(PASSWORD_MAX_LENGTH).min(1, REQUIRED_FIELD), newPassword }).strict();
export type PhoneBody = z.infer<typeof PhoneBody>;
export type AddressBody = z.infer<typeof AddressBody>;
export type BirthDateBody = z.infer<typeof BirthDateBody>;
export type UpdateEmailBody = z.infer<typeof UpdateEmailBody>;
export type UsernameBody = z.infer<typeof UsernameBody>;
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBody>;
