import { formatMoney } from '@resort/shared/core';
import type { Mailer, MailMessage } from '@resort/shared/server';
import type { OrderDto } from '../../contract';
import type { Log } from './errors';

/**
 * Emails to the buyer go through the account line's mailer (`services.mailer`), resolved when the
 * message is sent. Without one (a server without the account line) nothing is sent and the
 * purchase or cancellation goes on: an email is never a reason to refuse either.
 */
export async function sendQuietly(mailer: () => Mailer, message: MailMessage, log: Log): Promise<boolean> {
  let resolved: Mailer;
  try {
    resolved = mailer();
  } catch {
    log.warn({ subject: message.subject }, 'no mailer registered; email not sent');
    return false;
  }
  try {
    await resolved.send(message);
    return true;
  } catch (error) {
    log.warn({ subject: message.subject, err: error }, 'email not sent');
    return false;
  }
}

const money = (order: OrderDto, amount: number) => formatMoney(amount, order.currency);

const itemLines = (order: OrderDto) =>
  order.items.map((i) => `- ${i.title} (${i.description}), ${i.date}, x${i.quantity}: ${i.lineAmountFormatted}`).join('\n');

/** The receipt sent when an order is paid. */
export const receiptMail = (order: OrderDto): MailMessage => ({
  to: order.email,
  subject: `Your order ${order.orderNumber}`,
  text: [
    `Thank you for your order ${order.orderNumber}.`,
    '',
    itemLines(order),
    '',
    `Subtotal: ${order.subtotalFormatted}`,
    order.discount ? `Discount: -${order.discountFormatted}` : null,
    `Taxes: ${order.taxFormatted}`,
    order.travelInsurance ? `Travel insurance: ${money(order, order.travelInsurance)}` : null,
    `Total: ${order.totalFormatted}`,
    order.creditApplied ? `Pass holder credit: -${order.creditAppliedFormatted}` : null,
    order.payment ? `Paid with ${order.payment.brand} ending in ${order.payment.last4}: ${money(order, order.payment.amount)}.` : null,
    order.paymentType === 'plan' ? `Payment plan: ${money(order, order.balanceDue)} is charged on ${order.balanceDueDate}.` : null,
    order.resortCharge ? 'Resort charge: on-mountain purchases are charged to this card.' : null,
  ]
    .filter((l) => l !== null)
    .join('\n'),
});

/** The confirmation sent when the buyer cancels an order. */
export const cancellationMail = (order: OrderDto): MailMessage => ({
  to: order.email,
  subject: `Your order ${order.orderNumber} is cancelled`,
  text: [
    `Your order ${order.orderNumber} has been cancelled.`,
    '',
    itemLines(order),
    '',
    `${order.payment ? money(order, order.payment.amount) : order.totalFormatted} is refunded to ${order.payment ? `your ${order.payment.brand} ending in ${order.payment.last4}` : 'your card'}.`,
  ].join('\n'),
});
