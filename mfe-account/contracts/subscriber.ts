import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import { slug, text, z } from '@resort/shared/contracts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_RULE, SUBSCRIBER_INTERESTS, emailError } from './rules';
import { withRule } from './fields';

// The marketing subscriber ("subscriber profile get/create/update", "email signup"): an email
// address with a name, a home resort and interests, with or without an account. Double opt-in:
// nobody is mailed offers until they follow the link sent to the address.

export const SUBSCRIBER_PATH = '/account/newsletter';
export const SUBSCRIBER_LINK_INVALID = 'This link is not valid any more. Please sign up again to get a new one.';
export const SUBSCRIBER_NEEDS_LINK = 'Please sign in, or use the link in the email we sent you, to see your subscription.';
export const SUBSCRIBER_NOT_FOUND = 'There is no subscription for this account yet.';
export const SUBSCRIBER_RESORT = 'Please choose a resort.';
const subscriberEmail = withRule(EMAIL_MAX_LENGTH, emailError);
const subscriberToken = text(100).refine((t) => /^[A-Za-z0-9_-]{20,100}$/.test(t), SUBSCRIBER_LINK_INVALID);
const subscriberName = text(NAME_MAX_LENGTH + 1).refine((n) => n.trim().length <= NAME_MAX_LENGTH, NAME_RULE);
const homeResort = slug.nullable().refine((r) => r === null || DEMO_RESORTS.some((d) => d.id === r), SUBSCRIBER_RESORT);
const interests = z
  .array(z.enum(SUBSCRIBER_INTERESTS, { message: 'Please choose from the interests listed.' }))
  .max(SUBSCRIBER_INTERESTS.length);

/** Who asks: the signed-in holder, or the bearer of the link the subscriber was mailed. */
export const SubscriberGetBody = z.object({ token: subscriberToken.optional() }).strict();
export type SubscriberGetBody = z.infer<typeof SubscriberGetBody>;
export const SubscriberCreateBody = z
  .object({
    email: subscriberEmail,
    firstName: subscriberName.default(''),
    lastName: subscriberName.default(''),
    homeResort: homeResort.default(null),
    interests: interests.default([]),
  })
  .strict();
export type SubscriberCreateBody = z.input<typeof SubscriberCreateBody>;
export const SubscriberUpdateBody = z
  .object({
    token: subscriberToken.optional(),
    firstName: subscriberName.optional(),
    lastName: subscriberName.optional(),
    homeResort: homeResort.optional(),
    interests: interests.optional(),
  })
  .strict();
export type SubscriberUpdateBody = z.infer<typeof SubscriberUpdateBody>;
/** "Email signup": an address alone (and optionally a home resort), from any visitor. */
export const EmailSignupBody = z.object({ email: subscriberEmail, homeResort: homeResort.default(null) }).strict();
export type EmailSignupBody = z.input<typeof EmailSignupBody>;
export const EmailSignupConfirmBody = z.object({ token: subscriberToken }).strict();
export const SubscriberView = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  homeResort: z.string().nullable(),
  interests: z.array(z.enum(SUBSCRIBER_INTERESTS)),
  /** Pending until the address's owner follows the emailed link. */
  status: z.enum(['pending', 'confirmed']),
  hasAccount: z.boolean(),
});
export type SubscriberView = z.infer<typeof SubscriberView>;
/**
 * A sign-up's answer never says whether the address was already subscribed: a link goes to the
 * address either way. A holder subscribing their own account's address is confirmed at once.
 */
export const SubscriberSignupAnswer = z.object({ confirmationSent: z.boolean(), subscriber: SubscriberView.nullable() });
export type SubscriberSignupAnswer = z.infer<typeof SubscriberSignupAnswer>;
