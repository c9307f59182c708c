import styled from 'styled-components';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { EmptyState, ErrorState, Field, Heading, Select, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay, ResortOptions } from '@resort/shared/ui';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import { useMountainEventsQuery } from '../api/get-mountain-events';

const Day = styled.section`
  margin-top: ${theme.space.md};
  h3 { margin: 0 0 ${theme.space.xs}; font-size: ${theme.typeScale.md}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space.sm}; }
  li { border-left: 4px solid ${theme.colors.accent}; padding: ${theme.space.xs} ${theme.space.sm}; background: ${theme.colors.mist}; border-radius: ${theme.radii.sm}; }
  p { margin: ${theme.space.xxs} 0 0; font-size: ${theme.typeScale.sm}; color: ${theme.colors.slate}; }
`;

const Free = styled.span`
  margin-left: ${theme.space.sm};
  font-size: ${theme.typeScale.xs};
  font-weight: 700;
  color: ${theme.colors.success};
`;

/**
 * The week's mountain events at one resort from the searched day: parades, fireworks, music,
 * each with its time and place.
 */
export function MountainEvents({ startDate, resort: initialResort = DEMO_RESORTS[0].id }: { startDate: string; resort?: string }) {
  const [resort, setResort] = useState(initialResort);
  const events = useMountainEventsQuery({ startDate, resort, days: 7 });
  const byDay = new Map<string, NonNullable<typeof events.data>['events']>();
  for (const e of events.data?.events ?? []) byDay.set(e.date, [...(byDay.get(e.date) ?? []), e]);

  return (
    <section aria-labelledby="events-heading" data-testid="mountain-events">
      <Heading as="h2" $size="section" id="events-heading">
        Mountain events this week
      </Heading>
      <Field id="events-resort" label="Resort">
        <Select id="events-resort" value={resort} onChange={(e) => setResort(e.target.value)}>
          <ResortOptions />
        </Select>
      </Field>
      <LoadingOverlay active={events.isLoading} label="Finding events">
        {events.isError ? <ErrorState message={visitorMessage(events.error)} /> : null}
        {events.data && byDay.size === 0 ? <EmptyState message="No events are planned for these days." /> : null}
        {[...byDay].map(([date, list]) => (
          <Day key={date} aria-label={DateTime.fromISO(date).toFormat('cccc, LLLL d')}>
            <h3>{DateTime.fromISO(date).toFormat('cccc, LLLL d')}</h3>
            <ul>
              {list.map((e) => (
                <li key={e.id}>
                  <strong>
                    {e.startTime} {e.name}
                  </strong>
                  {e.free ? <Free>Free</Free> : null}
                  <p>
                    {e.location}. {e.description}
                  </p>
                </li>
              ))}
            </ul>
          </Day>
        ))}
      </LoadingOverlay>
    </section>
  );
}
