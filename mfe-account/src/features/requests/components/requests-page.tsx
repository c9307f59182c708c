import styled from 'styled-components';
import { Card, ErrorState, Heading, PageContainer, theme, visitorMessage } from '@resort/shared';
import { formatDate } from '@resort/shared/dates';
import { LoadingOverlay } from '@resort/shared/ui';
import { DateTime } from 'luxon';
import type { CancellationRequestBody, OnlineExceptionBody } from '../../../../contract';
import {
  CANCELLATION_REASONS,
  CANCELLATION_RECEIVED,
  CANCELLATION_SUBJECTS,
  COMMENTS_FOR_OTHER,
  DATE_ORDER_RULE,
  descriptionError,
  EXCEPTION_CATEGORIES,
  EXCEPTION_RECEIVED,
  formDateError,
  formDateIso,
  referenceError,
} from '../../../../contracts/rules';
import { AccountNav } from '../../../components/account-nav';
import { FieldsForm } from '../../../components/fields-form';
import { TwoColumns } from '../../../components/two-columns';
import { useGuestRedirect } from '../../profile/model/use-signed-in';
import { useCancellationRequestsQuery } from '../api/get-cancellation-requests';
import { useOnlineExceptionsQuery } from '../api/get-online-exceptions';
import { useRequestCancellationMutation } from '../api/request-cancellation';
import { useRequestOnlineExceptionMutation } from '../api/request-online-exception';

export const REQUESTS_PATH = '/account/requests';

const Sent = styled(Card)`
  min-width: 0;
  margin-top: ${theme.space.lg};
  ul { list-style: none; margin: 0; padding: 0; }
  li { padding: ${theme.space.sm} 0; border-bottom: 1px solid ${theme.colors.line}; overflow-wrap: anywhere; }
`;

const labelOf = (list: readonly { value: string; label: string }[], value: string) => list.find((o) => o.value === value)?.label ?? value;
const sentOn = (iso: string) => formatDate(DateTime.fromISO(iso));

function SentRequests() {
  const cancellations = useCancellationRequestsQuery();
  const exceptions = useOnlineExceptionsQuery();
  const error = cancellations.error ?? exceptions.error;
  const rows = [
    ...(cancellations.data?.requests ?? []).map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      text: `Cancellation ${r.reference}: ${labelOf(CANCELLATION_SUBJECTS, r.subject).toLowerCase()} ${r.itemReference}, ${labelOf(CANCELLATION_REASONS, r.reason).toLowerCase()}`,
    })),
    ...(exceptions.data?.requests ?? []).map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      text: `Exception ${r.reference}: pass ${r.passNumber}, ${labelOf(EXCEPTION_CATEGORIES, r.category).toLowerCase()}, ${r.startDate} to ${r.endDate}`,
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Sent as="section" aria-labelledby="sent-requests-title">
      <Heading id="sent-requests-title" $size="card">
        Your requests
      </Heading>
      <LoadingOverlay active={cancellations.isPending || exceptions.isPending} label="Loading your requests">
        {error && error.status !== 401 ? <ErrorState message={visitorMessage(error)} /> : null}
        {rows.length ? (
          <ul aria-label="Your requests">
            {rows.map((r) => (
              <li key={r.id}>
                {r.text}. Sent {sentOn(r.createdAt)}; we will answer by email.
              </li>
            ))}
          </ul>
        ) : cancellations.data && exceptions.data ? (
          <p>You have not sent a request yet.</p>
        ) : null}
      </LoadingOverlay>
    </Sent>
  );
}

/**
 * Spec "cancellation request form" and "online exceptions form": a holder asks guest services to
 * cancel a pass or an order, or applies for an exception on a pass; each is confirmed by email.
 */
export function RequestsPage() {
  const cancellations = useCancellationRequestsQuery();
  const guest = useGuestRedirect(cancellations.error, REQUESTS_PATH);
  const cancel = useRequestCancellationMutation();
  const exception = useRequestOnlineExceptionMutation();
  return (
    <PageContainer as="section" aria-labelledby="requests-title">
      <Heading as="h1" $size="page" id="requests-title">
        Cancellations and exceptions
      </Heading>
      <AccountNav current={REQUESTS_PATH} />
      <LoadingOverlay active={guest} label="Loading">
        <TwoColumns>
          <FieldsForm
            id="cancellation"
            title="Cancellation request"
            description="Ask us to cancel a season pass or an order. Nothing is cancelled until we confirm it by email."
            fields={[
              { name: 'subject', label: 'What to cancel', type: 'select', options: CANCELLATION_SUBJECTS, initial: 'season-pass' },
              { name: 'reference', label: 'Pass or order number', check: referenceError },
              { name: 'reason', label: 'Reason', type: 'select', options: CANCELLATION_REASONS, initial: 'injury' },
              { name: 'comments', label: 'Comments (required for "Other")', type: 'textarea', wide: true },
            ]}
            submitLabel="Send cancellation request"
            pending={cancel.isPending}
            error={cancel.error}
            done={cancel.isSuccess ? `${CANCELLATION_RECEIVED} Your request number is ${cancel.data.reference}.` : null}
            checkForm={(v) => ({ comments: v.reason === 'other' && !v.comments.trim() ? COMMENTS_FOR_OTHER : null })}
            onSubmit={(v) => {
              cancel.mutate({
                subject: v.subject as CancellationRequestBody['subject'],
                reference: v.reference.trim(),
                reason: v.reason as CancellationRequestBody['reason'],
                ...(v.comments.trim() ? { comments: v.comments.trim() } : {}),
              });
            }}
          />
          <FieldsForm
            id="exception"
            title="Online exceptions form"
            description="Injured, ill or moving away? Apply for an exception on your pass for the dates concerned."
            fields={[
              { name: 'category', label: 'Reason', type: 'select', options: EXCEPTION_CATEGORIES, initial: 'injury' },
              { name: 'passNumber', label: 'Pass number', check: referenceError },
              { name: 'startDate', label: 'From (MM/DD/YYYY)', placeholder: 'MM/DD/YYYY', check: formDateError },
              { name: 'endDate', label: 'Until (MM/DD/YYYY)', placeholder: 'MM/DD/YYYY', check: formDateError },
              { name: 'description', label: 'What happened', type: 'textarea', wide: true, check: descriptionError },
            ]}
            checkForm={(v) => {
              const start = formDateIso(v.startDate);
              const end = formDateIso(v.endDate);
              return { endDate: start && end && end < start ? DATE_ORDER_RULE : null };
            }}
            submitLabel="Send exception request"
            pending={exception.isPending}
            error={exception.error}
            done={exception.isSuccess ? `${EXCEPTION_RECEIVED} Your request number is ${exception.data.reference}.` : null}
            onSubmit={(v) =>
              exception.mutate({
                category: v.category as OnlineExceptionBody['category'],
                passNumber: v.passNumber.trim(),
                startDate: v.startDate.trim(),
                endDate: v.endDate.trim(),
                description: v.description.trim(),
              })
            }
          />
        </TwoColumns>
        <SentRequests />
      </LoadingOverlay>
    </PageContainer>
  );
}
