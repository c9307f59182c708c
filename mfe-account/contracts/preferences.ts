import { REQUIRED_FIELD } from '@resort/shared/rules';
import { count, slug, z } from '@resort/shared/contracts';
import { ABILITY, EMAIL_TOPICS, SKIES_WITH, VISITS_PER_SEASON, phoneError } from './rules';
import { withRule } from './fields';

// Email preferences, snow alerts, visitation profile, first-timer promotion

export const PreferencesView = z.object({
  emailOptIn: z.boolean(),
  emailTopics: z.array(z.string()),
  snowAlert: z.object({ smsNumber: z.string().nullable(), resorts: z.array(z.string()), minInches: z.number().nullable() }),
  visitation: z.object({ visitsPerSeason: z.string().nullable(), skiesWith: z.string().nullable(), ability: z.string().nullable() }),
});
export type PreferencesView = z.infer<typeof PreferencesView>;

export const EmailPreferencesBody = z
  .object({ emailOptIn: z.boolean(), topics: z.array(z.enum(EMAIL_TOPICS)).max(EMAIL_TOPICS.length) })
  .strict();
export const EmailOptBody = z.object({ optIn: z.boolean() }).strict();
export const SnowAlertBody = z
  .object({ smsNumber: withRule(30, phoneError), resorts: z.array(slug).min(1, REQUIRED_FIELD).max(20), minInches: count(1, 48) })
  .strict();
export const VisitationBody = z
  .object({ visitsPerSeason: z.enum(VISITS_PER_SEASON), skiesWith: z.enum(SKIES_WITH), ability: z.enum(ABILITY) })
  .strict();
export type EmailPreferencesBody = z.infer<typeof EmailPreferencesBody>;
export type SnowAlertBody = z.infer<typeof SnowAlertBody>;
export type VisitationBody = z.infer<typeof VisitationBody>;

export const FirstTimerAnswer = z.object({ eligible: z.boolean(), reason: z.string() });
export type FirstTimerAnswer = z.infer<typeof FirstTimerAnswer>;
export const FIRST_TIMER_ELIGIBLE = 'Welcome! Your first visit qualifies for the first-timer promotion.';
export const FIRST_TIMER_NOT_ELIGIBLE = 'The first-timer promotion is for guests on their first visit.';
