import { createTransport, type Transporter } from 'nodemailer';
import type { Db, MailMessage, Mailer } from '@resort/shared/server';
import { outbox } from '../schema';

/** The sender of every message the storefront sends. */
export const MAIL_FROM = process.env.MAIL_FROM ?? 'Resort Storefront <no-reply@resort.test>';

export interface MailerOptions {
  db: Db;
  /** Read at each send (default: process.env.SMTP_URL): an SMTP URL, or nothing to keep mail in the outbox. */
  smtpUrl?: () => string | undefined;
  log?: { warn(obj: unknown, msg?: string): void };
}

/**
 * The one mailer (architecture: "email goes through one mailer"). Over SMTP with nodemailer when
 * SMTP_URL is set, where a delivered message is recorded in the outbox as sent; otherwise the
 * message is kept in the outbox table, which the development-only outbox page lists. A delivery
 * failure never reaches the caller (the buyer cannot act on it): the message stays unsent in the
 * outbox.
 */
export function createMailer({ db, smtpUrl = () => process.env.SMTP_URL, log }: MailerOptions): Mailer {
  const transports = new Map<string, Transporter>();
  const transportFor = (url: string) => {
    let t = transports.get(url);
    if (!t) {
      t = createTransport(url);
      transports.set(url, t);
    }
    return t;
  };
  return {
    async send(message: MailMessage) {
      const url = smtpUrl();
      let sentAt: Date | null = null;
      if (url) {
        try {
          await transportFor(url).sendMail({
            from: MAIL_FROM,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
          });
          sentAt = new Date();
        } catch (error) {
          log?.warn({ err: error, to: message.to }, 'mail delivery failed; kept in the outbox');
        }
      }
      try {
        await db.insert(outbox).values({ recipient: message.to, subject: message.subject, body: message.text, sentAt });
      } catch (error) {
        log?.warn({ err: error }, 'could not record mail in the outbox');
      }
    },
  };
}
