import styled from 'styled-components';
import { theme } from '@resort/shared';
import type { WeatherReport } from '../../../contract';

const Strip = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${theme.space.sm} ${theme.space.md};
  margin: 0;
  ${theme.media.tablet} { grid-template-columns: repeat(4, 1fr); }
  div { background: ${theme.colors.mist}; border-radius: ${theme.radii.md}; padding: ${theme.space.sm} ${theme.space.md}; }
  dt { font-size: ${theme.typeScale.sm}; color: ${theme.colors.slate}; }
  dd { margin: 0; font-weight: 700; font-size: ${theme.typeScale.lg}; }
`;

/** A resort's report: conditions, temperature, new snow, base and lifts open. */
export function WeatherSummary({ report }: { report: WeatherReport }) {
  return (
    <Strip aria-label={`${report.resortName} weather`}>
      <div>
        <dt>{report.condition}</dt>
        <dd>{report.temperatureF}°F</dd>
      </div>
      <div>
        <dt>New snow (24 h)</dt>
        <dd>{report.snow24hIn}″</dd>
      </div>
      <div>
        <dt>Base depth</dt>
        <dd>{report.baseDepthIn}″</dd>
      </div>
      <div>
        <dt>Lifts open</dt>
        <dd>
          {report.liftsOpen} of {report.liftsTotal}
        </dd>
      </div>
    </Strip>
  );
}
