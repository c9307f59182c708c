import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  Field,
  Heading,
  PageContainer,
  Select,
  navigate,
  theme,
  visitorMessage,
} from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import { usePassHoldersQuery } from '../api/get-pass-holders';
import { useReservationInventoryQuery } from '../api/get-reservation-inventory';
import { useReservationUnavailableDatesQuery } from '../api/get-unavailable-dates';
import { useSubmitReservationMutation } from '../api/submit-reservation';
import { type Selection, dayChoices, priorityUse, seasonMonths } from '../model/day-choices';
import { DayPicker } from './day-picker';
import { ReservationList } from './reservation-list';

export const LIFT_RESERVATIONS_PATH = '/my-passes/reservations';
export const NO_PASS_TO_RESERVE = 'You have no season pass to reserve lift days with.';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Choices = styled.div`
  display: grid;
  gap: ${theme.space.md};
  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const MonthBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.sm};
  margin: ${theme.space.md} 0;
`;

const link = (href: string) => (e: React.MouseEvent) => {
  e.preventDefault();
  navigate(href);
};

/**
 * A pass holder reserves lift days at the resorts and on the busy days that need a reservation,
 * for themself or a household member: one pass, one resort, days of one month at a time, each
 * within the day's places or with one of the pass's priority days.
 */
export function LiftReservationsPage() {
  const holders = usePassHoldersQuery();
  const list = holders.data?.holders ?? [];
  const [passNumber, setPassNumber] = useState('');
  const [resort, setResort] = useState('');
  const [monthKey, setMonthKey] = useState('');
  const [picked, setPicked] = useState<{ scope: string; days: Selection }>({ scope: '', days: new Map() });
  const submit = useSubmitReservationMutation();

  const holder = list.find((h) => h.passNumber === passNumber) ?? list[0];
  const resortId = holder?.resorts.some((r) => r.id === resort) ? resort : holder?.resorts[0]?.id;
  const unavailable = useReservationUnavailableDatesQuery(resortId);
  const today = unavailable.data?.startDate;
  const months = useMemo(() => (holder && today ? seasonMonths(holder.seasonStart, holder.seasonEnd, today) : []), [holder, today]);
  const month = months.find((m) => m.key === monthKey) ?? months[0];
  const monthIndex = month ? months.indexOf(month) : -1;
  const inventory = useReservationInventoryQuery({ resort: resortId, from: month?.from, to: month?.to });

  // A new pass, resort or month starts a new choice of days.
  const scope = `${holder?.passNumber}|${resortId}|${month?.key}`;
  const selection: Selection = picked.scope === scope ? picked.days : new Map();
  const setSelection = (update: (prev: Selection) => Selection) => setPicked({ scope, days: update(selection) });

  const choices = dayChoices({
    days: inventory.data?.days ?? [],
    unavailableDates: unavailable.data?.unavailableDates ?? [],
    endDate: unavailable.data?.endDate ?? null,
    reservations: holder?.reservations ?? [],
  });
  const fullDays = new Set(choices.filter((c) => c.status === 'full').map((c) => c.date));
  const priority = priorityUse(selection, holder?.priorityDaysLeft ?? 0);

  const toggle = (date: string, on: boolean) =>
    setSelection((prev) => {
      const next = new Map(prev);
      if (on) next.set(date, { priority: fullDays.has(date) });
      else next.delete(date);
      return next;
    });
  const setPriority = (date: string, on: boolean) =>
    setSelection((prev) => new Map(prev).set(date, { priority: on || fullDays.has(date) }));

  const send = () => {
    if (!holder || !resortId || selection.size === 0 || !priority.withinAllowance) return;
    submit.mutate(
      {
        passNumber: holder.passNumber,
        resort: resortId,
        days: [...selection].map(([date, s]) => ({ date, priority: s.priority })),
      },
      { onSuccess: () => setSelection(() => new Map()) },
    );
  };

  const signedOut = holders.error?.status === 401;
  return (
    <PageContainer as="section" aria-labelledby="lift-reservations-title">
      <Heading as="h1" $size="page" id="lift-reservations-title">
        Lift reservations
      </Heading>
      <p>
        On weekends and holidays some resorts ask pass holders to reserve their day. Reserve for yourself or for your household's pass
        holders; when a day is full, a priority day of the pass still reserves it.
      </p>
      {holders.isError ? (
        <ErrorState message={visitorMessage(holders.error)}>
          {signedOut ? (
            <ButtonLink
              href={`/sign-in?returnUrl=${encodeURIComponent(LIFT_RESERVATIONS_PATH)}`}
              onClick={link(`/sign-in?returnUrl=${encodeURIComponent(LIFT_RESERVATIONS_PATH)}`)}
            >
              Sign in
            </ButtonLink>
          ) : null}
        </ErrorState>
      ) : null}
      <LoadingOverlay active={holders.isPending && !holders.isError} label="Loading your passes">
        {holders.data && list.length === 0 ? (
          <EmptyState message={NO_PASS_TO_RESERVE}>
            <ButtonLink href="/passes" onClick={link('/passes')}>
              See season passes
            </ButtonLink>
          </EmptyState>
        ) : null}
        {holder ? (
          <Layout>
            <Card
              as="form"
              aria-labelledby="reserve-title"
              onSubmit={(e: React.FormEvent) => {
                e.preventDefault();
                send();
              }}
            >
              <Heading as="h2" $size="card" id="reserve-title">
                Reserve days
              </Heading>
              <Choices>
                <Field id="reservation-holder" label="Pass holder">
                  <Select id="reservation-holder" value={holder.passNumber} onChange={(e) => setPassNumber(e.target.value)}>
                    {list.map((h) => (
                      <option key={h.passNumber} value={h.passNumber}>
                        {h.holder}
                        {h.self ? ' (you)' : ''} – {h.passName}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field id="reservation-resort" label="Resort">
                  <Select id="reservation-resort" value={resortId} onChange={(e) => setResort(e.target.value)}>
                    {holder.resorts.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.name}
                      </option>
                    ))}
                  </Select>
                </Field>
              </Choices>
              <p data-testid="priority-days-left">
                Priority days left: {Math.max(0, priority.remaining)} of {holder.priorityDays}
              </p>
              {month ? (
                <>
                  <MonthBar>
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={monthIndex <= 0}
                      onClick={() => setMonthKey(months[monthIndex - 1].key)}
                    >
                      Previous month
                    </Button>
                    <Heading as="h3" $size="card" aria-live="polite" id="reservation-month">
                      {month.label}
                    </Heading>
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={monthIndex >= months.length - 1}
                      onClick={() => setMonthKey(months[monthIndex + 1].key)}
                    >
                      Next month
                    </Button>
                  </MonthBar>
                  {inventory.isError ? <ErrorState message={visitorMessage(inventory.error)} /> : null}
                  {unavailable.isError ? <ErrorState message={visitorMessage(unavailable.error)} /> : null}
                  <LoadingOverlay active={inventory.isPending || unavailable.isPending} label="Loading the days">
                    <fieldset aria-labelledby="reservation-month" style={{ border: 0, padding: 0, margin: 0 }}>
                      {inventory.data && choices.length === 0 ? (
                        <p>No day of {month.label} needs a reservation here: the pass is valid without one.</p>
                      ) : (
                        <DayPicker
                          choices={choices}
                          selection={selection}
                          priorityRemaining={priority.remaining}
                          onToggle={toggle}
                          onPriority={setPriority}
                        />
                      )}
                    </fieldset>
                  </LoadingOverlay>
                </>
              ) : unavailable.data ? (
                <p>The season of this pass has ended.</p>
              ) : null}
              {!priority.withinAllowance ? <Alert $tone="error">This pass does not have that many priority days left.</Alert> : null}
              {submit.isError ? (
                <ErrorState
                  message={
                    submit.error.message === 'Sold Out'
                      ? 'Sold Out: a day you chose has no places left. Use a priority day for it or choose another day.'
                      : visitorMessage(submit.error)
                  }
                />
              ) : null}
              {submit.isSuccess ? (
                <Alert $tone="success" role="status">
                  Reserved {submit.data.reservations.length} {submit.data.reservations.length === 1 ? 'day' : 'days'}.
                </Alert>
              ) : null}
              <p>
                <Button type="submit" disabled={selection.size === 0 || submit.isPending || !priority.withinAllowance}>
                  Reserve selected days
                </Button>
              </p>
            </Card>
            <Card as="section" aria-labelledby="your-reservations-title">
              <Heading as="h2" $size="card" id="your-reservations-title">
                Your reservations
              </Heading>
              <ReservationList holders={list} />
            </Card>
          </Layout>
        ) : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
