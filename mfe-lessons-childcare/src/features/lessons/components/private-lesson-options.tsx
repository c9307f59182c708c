import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, Field, Select, formatMoney, theme, visitorMessage } from '@resort/shared';
import { displayDate } from '@resort/shared/dates';
import { NumberSpinner } from '@resort/shared/ui';
import { PRIVATE_LESSON_DURATIONS, PRIVATE_LESSON_MAX_PARTICIPANTS, type PrivateDurationId } from '../../../../contract-rules';
import { useAddLessonToCartMutation } from '../api/add-lesson-to-cart';
import { usePrivatePricingQuery } from '../api/get-private-pricing';
import type { LessonOffer } from '../api/search-lessons';

const Lengths = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  legend { font-size: ${theme.typeScale.sm}; font-weight: 600; color: ${theme.colors.navy}; margin-bottom: ${theme.space.xs}; }
  div { display: flex; flex-wrap: wrap; gap: ${theme.space.xs}; }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: ${theme.sizes.touch};
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.pill};
    cursor: pointer;
  }
  label:has(input:checked) { border-color: ${theme.colors.navy}; background: ${theme.colors.mist}; font-weight: 600; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};
`;

const Total = styled.p`
  font-size: ${theme.typeScale.lg};
  font-weight: 700;
  margin: 0;
  span { font-size: ${theme.typeScale.sm}; font-weight: 400; color: ${theme.colors.slate}; }
`;

/**
 * A private lesson's choices: how long, for how many, and when. Each change is priced by the
 * server's private pricing table (never here), and the start times offered are the ones an
 * instructor is free for that day.
 */
export function PrivateLessonOptions({ lesson }: { lesson: LessonOffer }) {
  const [duration, setDuration] = useState<PrivateDurationId>('2h');
  const [participants, setParticipants] = useState(1);
  const [startTime, setStartTime] = useState('');
  const date = displayDate(lesson.date);
  const pricing = usePrivatePricingQuery({ lessonId: lesson.id, date, duration, participants });
  const add = useAddLessonToCartMutation();
  const slots = pricing.data?.duration === duration ? pricing.data.slots : [];
  const free = slots.filter((s) => s.available);
  // Disabled only once the times for this length are known to be taken: while they load, a
  // disabled select would drop out of the Tab order under a keyboard user moving on to it.
  const noneFree = pricing.data?.duration === duration && !free.length;

  // A start time the new length does not offer, or no longer free, gives way to the first free one.
  useEffect(() => {
    if (slots.length && !free.some((s) => s.startTime === startTime)) setStartTime(free[0]?.startTime ?? '');
  }, [slots, free, startTime]);

  const id = `private-${lesson.id}`;
  return (
    <>
      <Lengths>
        <legend>Lesson length</legend>
        <div>
          {PRIVATE_LESSON_DURATIONS.map((d) => (
            <label key={d.id}>
              <input type="radio" name={`${id}-length`} value={d.id} checked={duration === d.id} onChange={() => setDuration(d.id)} />
              {d.label}
            </label>
          ))}
        </div>
      </Lengths>
      <Row>
        <NumberSpinner
          id={`${id}-participants`}
          label="Participants"
          value={participants}
          min={1}
          max={PRIVATE_LESSON_MAX_PARTICIPANTS}
          onChange={setParticipants}
        />
        <Field id={`${id}-start`} label="Start time">
          <Select id={`${id}-start`} value={startTime} onChange={(e) => setStartTime(e.target.value)} disabled={noneFree}>
            {slots.map((s) => (
              <option key={s.startTime} value={s.startTime} disabled={!s.available}>
                {s.startTime}-{s.endTime}
                {s.available ? '' : ' (Sold Out)'}
              </option>
            ))}
          </Select>
        </Field>
      </Row>
      <div aria-live="polite" data-testid={`${id}-price`}>
        {pricing.data ? (
          <Total>
            {formatMoney(pricing.data.total, pricing.data.currency)} <span>total</span>{' '}
            <span>
              ({formatMoney(pricing.data.perParticipant, pricing.data.currency)} per participant
              {pricing.isPlaceholderData ? ', updating…' : ''})
            </span>
          </Total>
        ) : pricing.isError ? (
          <ErrorText role="alert">{visitorMessage(pricing.error)}</ErrorText>
        ) : (
          <Total as="p">Pricing…</Total>
        )}
      </div>
      {slots.length && !free.length ? (
        <ErrorText>No instructor is free for this length that day. Try a shorter lesson or another day.</ErrorText>
      ) : null}
      <Button
        type="button"
        data-testid={`add-lesson-${lesson.id}`}
        disabled={add.isPending || !startTime || pricing.isPlaceholderData || !pricing.data}
        aria-busy={add.isPending}
        onClick={() =>
          add.mutate({ lessonId: lesson.id, date: lesson.date, participants, options: { duration, startTime: startTime as never } })
        }
      >
        {add.isPending ? 'Adding…' : 'Add to cart'}
      </Button>
      {add.isError ? <ErrorText role="alert">{visitorMessage(add.error)}</ErrorText> : null}
    </>
  );
}
