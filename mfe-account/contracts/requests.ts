import { text, uuid, z } from '@resort/shared/contracts';
import { values, withRule } from './fields';
import {
  CANCELLATION_REASONS,
  CANCELLATION_SUBJECTS,
  COMMENTS_FOR_OTHER,
  DATE_ORDER_RULE,
  EXCEPTION_CATEGORIES,
  descriptionError,
  formDateError,
  formDateIso,
  referenceError,
} from './rules';

// Cancellation request form and online exceptions form: stored, confirmed by email.

export const REQUEST_NOT_FOUND = 'We could not find this request.';
export const COMMENTS_MAX_LENGTH = 2000;

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
