import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorState, Field, Heading, Select, theme } from '@resort/shared';
import { ResortOptions } from '@resort/shared/ui';
import { useWeatherPartial, WEATHER_PARTIAL_FAILED } from '../api/get-weather-partial';
import { weatherFragment } from '../model/weather-fragment';

export const CHOOSE_A_RESORT = 'Choose a resort to see its report.';

const Block = styled.section`
  margin-bottom: ${theme.space.xl};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  ${theme.media.tablet} { padding: ${theme.space.lg}; }
  .weather-report__title { margin: ${theme.space.sm} 0; font-size: ${theme.typeScale.lg}; }
  .weather-report__alert { margin: 0 0 ${theme.space.sm}; }
  .weather-report__figures {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space.xxs} ${theme.space.md};
    margin: 0 0 ${theme.space.sm};
  }
  .weather-report__figures dt { font-weight: 600; }
  .weather-report__figures dd { margin: 0; }
  .weather-report__updated { margin: 0; color: ${theme.colors.slate}; font-size: ${theme.typeScale.sm}; }
`;

const Picker = styled.div`
  max-width: 22rem;
`;

const Status = styled.p`
  color: ${theme.colors.slate};
  min-height: 10rem;
`;

/**
 * "Today's weather" for one resort, from the "weather report partial" call: the server's HTML
 * fragment, each stored text escaped there, and kept to the fragment's own markup here
 * (`weatherFragment`) before it goes in.
 */
export function WeatherPartialBlock({ initialResort = '' }: { initialResort?: string }) {
  const id = useId();
  const [resort, setResort] = useState(initialResort);
  const partial = useWeatherPartial(resort);
  const html = useMemo(() => (partial.data ? weatherFragment(partial.data) : ''), [partial.data]);
  return (
    <Block aria-labelledby={`${id}-title`} data-testid="weather-partial-block">
      <Heading id={`${id}-title`} as="h2">
        Today's weather at one resort
      </Heading>
      <Picker>
        <Field id={`${id}-resort`} label="Resort">
          <Select id={`${id}-resort`} value={resort} onChange={(e) => setResort(e.target.value)}>
            <option value="">Choose a resort</option>
            <ResortOptions />
          </Select>
        </Field>
      </Picker>
      <div aria-live="polite">
        {resort === '' ? <EmptyState message={CHOOSE_A_RESORT} /> : null}
        {resort !== '' && partial.isPending ? <Status role="status">Loading the weather report…</Status> : null}
        {partial.isError ? <ErrorState message={partial.error.message || WEATHER_PARTIAL_FAILED} /> : null}
        {partial.isSuccess && html === '' ? <EmptyState message={WEATHER_PARTIAL_FAILED} /> : null}
        {partial.isSuccess && html !== '' ? (
          // The fragment, escaped by the server and kept to its own markup by weatherFragment.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the report partial is an HTML fragment by the spec; checked above.
          <div data-testid="weather-partial" dangerouslySetInnerHTML={{ __html: html }} />
        ) : null}
      </div>
    </Block>
  );
}
