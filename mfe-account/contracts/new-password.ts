import { text } from '@resort/shared/contracts';
import { PASSWORD_MAX_LENGTH, passwordError } from './rules';

// Kept out of contract.ts's exports: a building block of two requests, not a seam of its own.

/** A new password, held to the length rule. */
export const newPassword = text(PASSWORD_MAX_LENGTH).superRefine((password, ctx) => {
  const problem = passwordError(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
