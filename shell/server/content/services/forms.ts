import type { Db, Mailer } from '@resort/shared/server';
import { DEMO_RESORTS } from '@resort/shared/server';
import type { ContactMessageBody, GroupLeadBody, GuestRefundBody } from '../../../contract';
import { contactMessages, groupLeads, guestRefundRequests } from '../schema';

/** Where contact messages and group leads are sent (CONTACT_INBOX, GROUP_SALES_INBOX). */
export const inboxes = () => ({
  contact: process.env.CONTACT_INBOX ?? 'guest-services@summit-resorts.test',
  groups: process.env.GROUP_SALES_INBOX ?? 'group-sales@summit-resorts.test',
  refunds: process.env.REFUNDS_INBOX ?? 'refunds@summit-resorts.test',
});

const reference = (id: string) => id.slice(0, 8).toUpperCase();

/** Stores a contact message, then emails guest services and a receipt to the visitor. */
export async function sendContactMessage({
  db,
  mailer,
  message,
  userId,
}: {
  db: Db;
  mailer: Mailer;
  message: ContactMessageBody;
  userId: string | null;
}): Promise<{ reference: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: message.name.trim(), email: message.email.trim(), topic: message.topic, message: message.message, userId })
    .returning({ id: contactMessages.id });
  const ref = reference(row.id);
  await mailer.send({
    to: inboxes().contact,
    subject: `Contact message ${ref} (${message.topic}) from ${message.name.trim()}`,
    text: `From: ${message.name.trim()} <${message.email.trim()}>\nTopic: ${message.topic}\n\n${message.message}`,
  });
  await mailer.send({
    to: message.email.trim(),
    subject: `We received your message (${ref})`,
    text: `Hello ${message.name.trim()},\n\nThank you for writing to Summit Resorts. Guest services will answer within two business days.\n\nYour reference: ${ref}`,
  });
  return { reference: ref };
}

/** Stores a group lead, then emails group sales and a receipt to the organiser. */
export async function sendGroupLead({ db, mailer, lead }: { db: Db; mailer: Mailer; lead: GroupLeadBody }): Promise<{ reference: string }> {
  const resort = DEMO_RESORTS.find((r) => r.id === lead.resort);
  if (!resort) throw new UnknownResort();
  const [row] = await db
    .insert(groupLeads)
    .values({
      name: lead.name.trim(),
      email: lead.email.trim(),
      phone: lead.phone.trim(),
      organisation: lead.organisation.trim(),
      resortId: resort.id,
      groupSize: lead.groupSize,
      arrivalDate: lead.arrivalDate,
      message: lead.message,
    })
    .returning({ id: groupLeads.id });
  const ref = reference(row.id);
  await mailer.send({
    to: inboxes().groups,
    subject: `Group lead ${ref}: ${lead.organisation.trim()}, ${lead.groupSize} people at ${resort.name}`,
    text: `${lead.name.trim()} <${lead.email.trim()}>, ${lead.phone.trim()}\n${lead.organisation.trim()}\n${lead.groupSize} people, arriving ${lead.arrivalDate} at ${resort.name}\n\n${lead.message}`,
  });
  await mailer.send({
    to: lead.email.trim(),
    subject: `Your group request (${ref})`,
    text: `Hello ${lead.name.trim()},\n\nThank you for your group request for ${resort.name}. Our group sales team will call you within two business days.\n\nYour reference: ${ref}`,
  });
  return { reference: ref };
}

/**
 * Stores a guest's refund request, then emails the refunds desk and an acknowledgement to the
 * guest. The request is judged by people against the order; the form only records it.
 */
export async function sendGuestRefund({
  db,
  mailer,
  request,
}: {
  db: Db;
  mailer: Mailer;
  request: GuestRefundBody;
}): Promise<{ reference: string }> {
  const name = `${request.firstName.trim()} ${request.lastName.trim()}`;
  const orderNumber = request.orderNumber.toUpperCase();
  const [row] = await db
    .insert(guestRefundRequests)
    .values({
      firstName: request.firstName.trim(),
      lastName: request.lastName.trim(),
      email: request.email.trim(),
      orderNumber,
      reason: request.reason,
      message: request.message,
    })
    .returning({ id: guestRefundRequests.id });
  const ref = reference(row.id);
  await mailer.send({
    to: inboxes().refunds,
    subject: `Guest refund request ${ref}: order ${orderNumber} (${request.reason})`,
    text: `${name} <${request.email.trim()}>
Order ${orderNumber}
Reason: ${request.reason}

${request.message}`,
  });
  await mailer.send({
    to: request.email.trim(),
    subject: `We received your refund request (${ref})`,
    text: `Hello ${request.firstName.trim()},

We received your refund request for order ${orderNumber}. Guest services will review it and write to you within five business days.

Your reference: ${ref}`,
  });
  return { reference: ref };
}

export class UnknownResort extends Error {}
