import { requiredText, z } from '@resort/shared/contracts';
import { newPassword } from './new-password';
import { EMAIL_MAX_LENGTH } from './rules';

// Password reset and forgot username

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';
/** A reset link works once, for this long. */
export const RESET_TOKEN_TTL_MINUTES = 60;
export const RESET_PASSWORD_PATH = '/sign-in/reset-password';

export const EmailBody = z.object({ email: requiredText(EMAIL_MAX_LENGTH) }).strict();
export type EmailBody = z.infer<typeof EmailBody>;

export const ResetPasswordBody = z.object({ token: requiredText(200), password: newPassword }).strict();
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const EmailSentAnswer = z.object({ sent: z.literal(true) });
export type EmailSentAnswer = z.infer<typeof EmailSentAnswer>;

export const PasswordResetAnswer = z.object({ reset: z.literal(true) });
export type PasswordResetAnswer = z.infer<typeof PasswordResetAnswer>;

/** Development only: what the mailer kept (the outbox page). */
export const OutboxMessage = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const OutboxAnswer = z.object({ messages: z.array(OutboxMessage) });
export type OutboxAnswer = z.infer<typeof OutboxAnswer>;
export type OutboxMessage = z.infer<typeof OutboxMessage>;
