import { REQUIRED_FIELD } from '@resort/shared/rules';
import { toIsoDate } from '@resort/shared/dates';
import { text, uuid, z } from '@resort/shared/contracts';
import { parseInput, values, withRule } from './fields';

// Cancellation request form and online exceptions form: stored, confirmed by email.

export const CANCELLATION_SUBJECTS = [
  { value: 'season-pass', label: 'Season pass' },
  { value: 'order', label: 'Order' },
] as const;
export const CANCELLATION_REASONS = [
  { value: 'injury', label: 'Injury' },
  { value: 'illness', label: 'Illness' },
  { value: 'relocation', label: 'Moving away' },
  { value: 'schedule-change', label: 'Change of plans' },
  { value: 'bought-by-mistake', label: 'Bought by mistake' },
  { value: 'other', label: 'Other' },
] as const;
export const EXCEPTION_CATEGORIES = [
  { value: 'injury', label: 'Injury' },
  { value: 'illness', label: 'Illness' },
  { value: 'relocation', label: 'Relocation' },
  { value: 'job-loss', label: 'Job loss' },
  { value: 'military-deployment', label: 'Military deployment' },
  { value: 'pregnancy', label: 'Pregnancy' },
  { value: 'other', label: 'Other' },
] as const;
export const REFERENCE_RULE = 'Enter the pass or order number as it appears on your confirmation.';
export const COMMENTS_FOR_OTHER = 'Please tell us more about your reason.';
export const DATE_RULE = 'Enter a valid date (MM/DD/YYYY).';
export const DATE_ORDER_RULE = 'The end date cannot be before the start date.';
export const DESCRIPTION_RULE = 'Please describe what happened in at least 20 characters.';
export const REQUEST_NOT_FOUND = 'We could not find this request.';
export const CANCELLATION_RECEIVED = 'We have received your cancellation request and emailed you a confirmation.';
export const EXCEPTION_RECEIVED = 'We have received your exception request and emailed you a confirmation.';
export const COMMENTS_MAX_LENGTH = 2000;
export const DESCRIPTION_MIN_LENGTH = 20;

const REFERENCE_PATTERN = /^[A-Za-z0-9-]{3,40}$/;
export const referenceError = (value: string): string | null =>
  !value.trim() ? REQUIRED_FIELD : REFERENCE_PATTERN.test(value.trim()) ? null : REFERENCE_RULE;
/** MM/DD/YYYY or MM/DD/YY, as the form asks for (spec section 5). */
export const formDateError = (value: string): string | null => (!value.trim() ? REQUIRED_FIELD : parseInput(value) ? null : DATE_RULE);
export const formDateIso = (value: string): string | null => {
  const parsed = parseInput(value);
  return parsed ? toIsoDate(parsed) : null;
};
export const descriptionError = (value: string): string | null =>
  !value.trim() ? REQUIRED_FIELD : value.trim().length < DESCRIPTION_MIN_LENGTH ? DESCRIPTION_RULE : null;

export const CancellationRequestBody = z
  .object({
    subject: z.enum(values(CANCELLATION_SUBJECTS)),
    reference: withRule(40, referenceError),
    reason: z.enum(values(CANCELLATION_REASONS)),
    comments: text(COMMENTS_MAX_LENGTH).optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.reason === 'other' && !input.comments?.trim())
      ctx.addIssue({ code: 'custom', path: ['comments'], message: COMMENTS_FOR_OTHER });
  });
export type CancellationRequestBody = z.infer<typeof CancellationRequestBody>;

export const OnlineExceptionBody = z
  .object({
    category: z.enum(values(EXCEPTION_CATEGORIES)),
    passNumber: withRule(40, referenceError),
    startDate: withRule(10, formDateError),
    endDate: withRule(10, formDateError),
    description: text(COMMENTS_MAX_LENGTH).superRefine((value, ctx) => {
      const problem = descriptionError(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  })
  .strict()
  .superRefine((input, ctx) => {
    const start = formDateIso(input.startDate);
    const end = formDateIso(input.endDate);
    if (start && end && end < start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: DATE_ORDER_RULE });
  });
export type OnlineExceptionBody = z.infer<typeof OnlineExceptionBody>;

export const RequestIdParams = z.object({ id: uuid }).strict();
export const CancellationRequestView = z.object({
  id: z.string(),
  /** What the confirmation email quotes. */
  reference: z.string(),
  subject: z.string(),
  itemReference: z.string(),
  reason: z.string(),
  comments: z.string().nullable(),
  status: z.literal('received'),
  createdAt: z.string(),
});
export type CancellationRequestView = z.infer<typeof CancellationRequestView>;
export const CancellationRequestsAnswer = z.object({ requests: z.array(CancellationRequestView) });
export type CancellationRequestsAnswer = z.infer<typeof CancellationRequestsAnswer>;
export const OnlineExceptionView = z.object({
  id: z.string(),
  reference: z.string(),
  category: z.string(),
  passNumber: z.string(),
  /** MM/DD/YYYY. */
  startDate: z.string(),
  endDate: z.string(),
  description: z.string(),
  status: z.literal('received'),
  createdAt: z.string(),
});
export type OnlineExceptionView = z.infer<typeof OnlineExceptionView>;
export const OnlineExceptionsAnswer = z.object({ requests: z.array(OnlineExceptionView) });
export type OnlineExceptionsAnswer = z.infer<typeof OnlineExceptionsAnswer>;
