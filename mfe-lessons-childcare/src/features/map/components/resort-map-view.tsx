import { useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Field, Heading, Select, StackList, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay, ResortOptions } from '@resort/shared/ui';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import type { MapMarker } from '../../../../contract';
import { type MapKind, type ResortMap, useResortMapQuery } from '../api/get-resort-map';

const Section = styled.section`
  margin-top: ${theme.space.xl};
`;

const Frame = styled.div`
  margin-top: ${theme.space.md};
  display: grid;
  gap: ${theme.space.md};
  ${theme.media.desktop} { grid-template-columns: 2fr 1fr; align-items: start; }
`;

const Canvas = styled.div`
  position: relative;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  background: #dfeaf3;
  svg { display: block; width: 100%; height: auto; }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: flex-end;
  /* Level with the resort field, which keeps a field's bottom margin. */
  & > button { margin-bottom: ${theme.space.md}; }
`;

const Legend = styled(StackList).attrs({ as: 'ol' })`
  gap: ${theme.space.sm};
  li { display: grid; grid-template-columns: 28px 1fr; gap: ${theme.space.sm}; align-items: start; }
  p { margin: ${theme.space.xxs} 0 0; color: ${theme.colors.slate}; font-size: ${theme.typeScale.sm}; }
`;

const PlaceNumber = styled.span<{ $active: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${(p) => (p.$active ? theme.colors.accent : theme.colors.navy)};
  color: ${theme.colors.snow};
  font-weight: 700;
  font-size: ${theme.typeScale.sm};
`;

const PlaceButton = styled.button`
  font: inherit;
  font-weight: 600;
  text-align: left;
  background: none;
  border: none;
  padding: 0;
  color: ${theme.colors.navy};
  text-decoration: underline;
  cursor: pointer;
  min-height: 28px;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

const RUN_COLOURS = { easier: '#1d6b3a', 'more-difficult': '#1a73e8', 'most-difficult': '#0b2545' } as const;
const RUN_LABELS = { easier: 'Easier', 'more-difficult': 'More difficult', 'most-difficult': 'Most difficult' } as const;

/**
 * How much of the map a zoom level shows: the whole resort at its own level (spec section 9:
 * resort 15), four times closer at the buildings level (20), by equal steps between.
 */
export const zoomScale = (zoom: number, map: Pick<ResortMap, 'zoom'>) => 2 ** ((2 * (zoom - map.zoom.min)) / (map.zoom.max - map.zoom.min));

function viewBox(map: ResortMap, zoom: number, centre: [number, number]): string {
  const scale = zoomScale(zoom, map);
  const w = map.width / scale;
  const h = map.height / scale;
  const x = Math.min(Math.max(centre[0] - w / 2, 0), map.width - w);
  const y = Math.min(Math.max(centre[1] - h / 2, 0), map.height - h);
  return `${x.toFixed(1)} ${y.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`;
}

const points = (path: [number, number][]) => path.map((p) => p.join(',')).join(' ');

function MapDrawing({ map, zoom, selected }: { map: ResortMap; zoom: number; selected: MapMarker | null }) {
  const centre: [number, number] = selected?.at ?? [map.width / 2, map.height / 2];
  const markerSize = 14 / Math.sqrt(zoomScale(zoom, map));
  return (
    <svg viewBox={viewBox(map, zoom, centre)} role="img" aria-label={`Map of ${map.resortName} with ${map.markers.length} places marked`}>
      <rect x={0} y={0} width={map.width} height={map.height} fill="#dfeaf3" />
      <polygon points={points(map.mountain)} fill="#ffffff" stroke="#c9d3df" strokeWidth={3} />
      {map.runs.map((run) => (
        <polyline
          key={run.name}
          points={points(run.path)}
          fill="none"
          stroke={RUN_COLOURS[run.difficulty]}
          strokeWidth={6}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <title>
            {run.name} ({RUN_LABELS[run.difficulty]})
          </title>
        </polyline>
      ))}
      {map.lifts.map((lift) => (
        <line
          key={lift.name}
          x1={lift.from[0]}
          y1={lift.from[1]}
          x2={lift.to[0]}
          y2={lift.to[1]}
          stroke="#4a5a6e"
          strokeWidth={3}
          strokeDasharray="10 6"
        >
          <title>{lift.name}</title>
        </line>
      ))}
      {map.buildings.map((b) => (
        <g key={b.name}>
          <rect x={b.at[0] - b.size[0] / 2} y={b.at[1] - b.size[1] / 2} width={b.size[0]} height={b.size[1]} rx={4} fill="#8a96a3" />
          {zoom > map.zoom.min ? (
            <text x={b.at[0]} y={b.at[1] + b.size[1] / 2 + 14} textAnchor="middle" fontSize={12} fill="#0b2545">
              {b.name}
            </text>
          ) : null}
        </g>
      ))}
      {map.markers.map((m, i) => (
        <g key={m.id} transform={`translate(${m.at[0] + (i % 3) * markerSize * 0.9 - markerSize * 0.9}, ${m.at[1] - markerSize * 1.6})`}>
          <circle r={markerSize} fill={selected?.id === m.id ? '#b33c12' : '#0b2545'} stroke="#ffffff" strokeWidth={2} />
          <text y={markerSize * 0.35} textAnchor="middle" fontSize={markerSize} fontWeight={700} fill="#ffffff">
            {i + 1}
          </text>
          <title>{m.label}</title>
        </g>
      ))}
    </svg>
  );
}

interface Props {
  kind: MapKind;
  title: string;
  /** The resort shown first. */
  resort?: string;
}

/**
 * A resort map drawn from the line's vector data, with numbered markers and a list of the places
 * beside it: choosing a place centres the map on it. Zoom steps run between the spec's resort and
 * buildings levels.
 */
export function ResortMapView({ kind, title, resort }: Props) {
  const [shown, setShown] = useState(false);
  const id = `map-${kind}`;
  return (
    <Section aria-labelledby={`${id}-title`}>
      <Heading as="h2" $size="section" id={`${id}-title`}>
        {title}
      </Heading>
      <Button type="button" $variant="secondary" aria-expanded={shown} aria-controls={`${id}-body`} onClick={() => setShown(!shown)}>
        {shown ? 'Hide the map' : 'Show the map'}
      </Button>
      <div id={`${id}-body`}>{shown ? <MapBody kind={kind} resort={resort} /> : null}</div>
    </Section>
  );
}

function MapBody({ kind, resort: initialResort = DEMO_RESORTS[0].id }: Omit<Props, 'title'>) {
  const [resort, setResort] = useState(initialResort);
  const [zoom, setZoom] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const query = useResortMapQuery(kind, resort);
  const map = query.data;
  const level = zoom ?? map?.zoom.initial ?? 15;
  const selected = map?.markers.find((m) => m.id === selectedId) ?? null;
  const id = `map-${kind}`;

  return (
    <Frame>
      <div>
        <Controls>
          <Field id={`${id}-resort`} label="Resort">
            <Select
              id={`${id}-resort`}
              value={resort}
              onChange={(e) => {
                setResort(e.target.value);
                setSelectedId(null);
                setZoom(null);
              }}
            >
              <ResortOptions />
            </Select>
          </Field>
          <Button
            type="button"
            $variant="secondary"
            disabled={!map || level >= map.zoom.max}
            onClick={() => setZoom(Math.min(level + 1, map!.zoom.max))}
          >
            Zoom in
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={!map || level <= map.zoom.min}
            onClick={() => setZoom(Math.max(level - 1, map!.zoom.min))}
          >
            Zoom out
          </Button>
        </Controls>
        <LoadingOverlay active={query.isLoading} label="Loading the map">
          {query.isError ? <ErrorState message={visitorMessage(query.error)} /> : null}
          {map ? (
            <Canvas data-testid={`${id}-canvas`} data-zoom={level}>
              <MapDrawing map={map} zoom={level} selected={selected} />
            </Canvas>
          ) : null}
        </LoadingOverlay>
      </div>
      {map ? (
        <Legend aria-label={`Places on the ${map.resortName} map`}>
          {map.markers.map((m, i) => (
            <li key={m.id}>
              <PlaceNumber $active={m.id === selectedId} aria-hidden="true">
                {i + 1}
              </PlaceNumber>
              <div>
                <PlaceButton
                  type="button"
                  aria-pressed={m.id === selectedId}
                  onClick={() => {
                    setSelectedId(m.id);
                    if (level < map.zoom.min + 2) setZoom(map.zoom.min + 2);
                  }}
                >
                  {m.label}
                </PlaceButton>
                <p>{m.detail}</p>
              </div>
            </li>
          ))}
        </Legend>
      ) : null}
    </Frame>
  );
}
