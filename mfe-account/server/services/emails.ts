import type { MailMessage, SessionUser } from '@resort/shared/server';

/** Every message goes through the one mailer (services/mailer.ts). */
export type Email = MailMessage;

export const welcomeEmail = (user: SessionUser): Email => ({
  to: user.email,
  subject: 'Your account is ready',
  text: `Hi ${user.firstName},\n\nyour account is ready. Sign in with this email address to book and to see your orders.`,
});

/** Sent instead of creating a second account for an address, so its owner knows what happened. */
export const existingAccountEmail = (email: string): Email => ({
  to: email,
  subject: 'You already have an account',
  text:
    'Someone, perhaps you, tried to create an account with this email address, which already has one. ' +
    'Nothing has changed. If it was you, sign in with this address; if you do not remember the password, ' +
    'use "Forgot password" on the sign-in page. If it was not you, you can ignore this message.',
});

export const householdInvitationEmail = ({
  to,
  inviteeName,
  ownerName,
}: {
  to: string;
  inviteeName: string;
  ownerName: string;
}): Email => ({
  to,
  subject: `${ownerName} invited you to their household`,
  text:
    `Hi ${inviteeName},\n\n${ownerName} would like to add you to their household, so they can book lift tickets, lessons and ` +
    'stays for you. Sign in and open "My account" to accept or decline the invitation.',
});

export const transferRequestEmail = ({
  to,
  memberName,
  ownerName,
  ownerEmail,
}: {
  to: string;
  memberName: string;
  ownerName: string;
  ownerEmail: string;
}): Email => ({
  to,
  subject: `Household transfer request for ${memberName}`,
  text:
    `Hello,\n\n${ownerName} (${ownerEmail}) asks to transfer ${memberName} from their household to yours. ` +
    `If you have an account, sign in and add ${memberName} to your household; ${ownerName} will then remove them from theirs. ` +
    'If you do not know about this request, you can ignore this message.',
});

export const passwordResetEmail = ({
  to,
  firstName,
  link,
  minutes,
}: {
  to: string;
  firstName: string;
  link: string;
  minutes: number;
}): Email => ({
  to,
  subject: 'Reset your password',
  text:
    `Hi ${firstName},\n\nsomeone, perhaps you, asked to reset the password of your account. To choose a new password, open this link ` +
    `within ${minutes} minutes:\n\n${link}\n\nThe link works once. If you did not ask for it, you can ignore this message: your password has not changed.`,
});

export const usernameEmail = ({ to, firstName, username }: { to: string; firstName: string; username: string | null }): Email => ({
  to,
  subject: 'Your sign-in name',
  text:
    `Hi ${firstName},\n\nyou sign in with this email address (${to}).` +
    (username ? ` On the storefront your username is ${username}.` : '') +
    '\n\nIf you did not ask for this message, you can ignore it.',
});

export const passwordChangedEmail = ({ to, firstName }: { to: string; firstName: string }): Email => ({
  to,
  subject: 'Your password was changed',
  text: `Hi ${firstName},\n\nthe password of your account was just changed. If it was not you, reset it at once with "Forgot password" on the sign-in page.`,
});

/** Sent to the old address when the account's email changes, so a takeover does not go unnoticed. */
export const emailChangedEmail = ({ to, firstName, newEmail }: { to: string; firstName: string; newEmail: string }): Email => ({
  to,
  subject: 'Your email address was changed',
  text:
    `Hi ${firstName},\n\nthe email address of your account was changed to ${newEmail}. From now on, sign in with that address. ` +
    'If it was not you, contact us at once.',
});

const requestNumber = (id: string) => id.slice(0, 8).toUpperCase();

/** The confirmation of "cancellation request form": what was asked, and the number to quote. */
export const cancellationRequestEmail = ({
  to,
  firstName,
  id,
  what,
  reason,
}: {
  to: string;
  firstName: string;
  id: string;
  what: string;
  reason: string;
}): Email => ({
  to,
  subject: `We received your cancellation request ${requestNumber(id)}`,
  text:
    `Hi ${firstName},\n\nwe received your request to cancel ${what} (reason: ${reason}). Our guest services team reviews ` +
    `every request and will answer you by email. Please quote ${requestNumber(id)} if you contact us about it.\n\n` +
    'Nothing is cancelled until we confirm it.',
});

/** The confirmation of "online exceptions form". */
export const onlineExceptionEmail = ({
  to,
  firstName,
  id,
  passNumber,
  category,
  from,
  until,
}: {
  to: string;
  firstName: string;
  id: string;
  passNumber: string;
  category: string;
  from: string;
  until: string;
}): Email => ({
  to,
  subject: `We received your exception request ${requestNumber(id)}`,
  text:
    `Hi ${firstName},\n\nwe received your request for an exception on pass ${passNumber} (${category}, ${from} to ${until}). ` +
    `Our guest services team will review it and answer you by email. Please quote ${requestNumber(id)} if you contact us about it.`,
});

export { requestNumber };
