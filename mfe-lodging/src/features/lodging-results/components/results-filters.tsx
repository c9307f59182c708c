import styled from 'styled-components';
import { Field, Input, Select, navigate, theme } from '@resort/shared';
import { ResortOptions } from '@resort/shared/ui';
import type { LodgingResultsRequest } from '../../../../contract';
import { useRoomFiltersQuery } from '../api/get-room-filters';
import { amenityOptions, FILTER_LABELS, roomFiltersRequest, SORT_OPTIONS } from '../model/result-filters';

const Bar = styled.form`
  display: grid;
  gap: 0 ${theme.space.md};
  margin-bottom: ${theme.space.md};
  ${theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 ${theme.space.md};
    grid-column: 1 / -1;
    /* Columns of one width and rows of one height: where each box lands depends on how many
       there are, not on the widths of their words in whichever face has arrived. */
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
    gap: ${theme.space.xs} ${theme.space.md};
  }
  legend {
    font-weight: 600;
    margin-bottom: ${theme.space.xs};
  }
  label.amenity {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    height: 3rem;
    line-height: 1.25;
  }
  .count {
    margin-left: 0.25em;
    color: ${theme.colors.slate};
  }
`;

export const AMENITIES_UNAVAILABLE = 'Amenities cannot be shown just now; the results are not narrowed by them.';
export const NO_AMENITIES = 'No amenities to narrow by for this stay.';

const Note = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  min-height: 44px;
  display: flex;
  align-items: center;
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

/**
 * Resort, amenities, a price cap and the order, kept in the address (and so shareable). The
 * amenities offered are the stay's own, from the "room filters" call, each with how many
 * properties have it; one the address ticks stays on offer so it can be unticked.
 */
export function ResultsFilters({ search, request }: { search: URLSearchParams; request: LodgingResultsRequest }) {
  const stay = roomFiltersRequest(request);
  const options = useRoomFiltersQuery(stay);
  const set = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(search);
    change(next);
    navigate(`/lodging?${next}`);
  };
  const amenities = search.getAll('amenity');
  const offered = amenityOptions(options.data?.amenities, amenities);
  return (
    <Bar aria-label="Narrow the results" onSubmit={(e) => e.preventDefault()}>
      <Field id="lodging-filter-resort" label={FILTER_LABELS.resort}>
        <Select
          id="lodging-filter-resort"
          value={search.get('resort') ?? ''}
          onChange={(e) => set((n) => (e.target.value ? n.set('resort', e.target.value) : n.delete('resort')))}
        >
          <option value="">{FILTER_LABELS.allResorts}</option>
          <ResortOptions />
        </Select>
      </Field>
      <Field id="lodging-filter-price" label={FILTER_LABELS.maxPrice}>
        <Input
          id="lodging-filter-price"
          inputMode="numeric"
          defaultValue={search.get('maxprice') ?? ''}
          onBlur={(e) => set((n) => (/^\d+$/.test(e.target.value) ? n.set('maxprice', e.target.value) : n.delete('maxprice')))}
        />
      </Field>
      <Field id="lodging-filter-sort" label={FILTER_LABELS.sort}>
        <Select
          id="lodging-filter-sort"
          value={search.get('sort') ?? ''}
          onChange={(e) => set((n) => (e.target.value ? n.set('sort', e.target.value) : n.delete('sort')))}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset>
        <legend>{FILTER_LABELS.amenities}</legend>
        {options.isPending ? <Note role="status">Loading amenities…</Note> : null}
        {options.isError ? <Note role="status">{AMENITIES_UNAVAILABLE}</Note> : null}
        {options.isSuccess && offered.length === 0 ? <Note>{NO_AMENITIES}</Note> : null}
        {offered.map(({ name: a, count }) => (
          <label key={a} className="amenity">
            <input
              type="checkbox"
              checked={amenities.includes(a)}
              onChange={(e) =>
                set((n) => {
                  n.delete('amenity');
                  for (const kept of e.target.checked ? [...amenities, a] : amenities.filter((x) => x !== a)) n.append('amenity', kept);
                })
              }
            />
            {/* Name and count in one run of text, so a long name wraps with its count. */}
            <span>
              {a}
              {count === null ? null : <span className="count">({count})</span>}
            </span>
          </label>
        ))}
      </fieldset>
    </Bar>
  );
}
