import { DEMO_RESORTS } from '../demo-resorts';

/** The store's resorts as a drop-down's options, in the store's order: one list for every resort picker. */
export function ResortOptions() {
  return (
    <>
      {DEMO_RESORTS.map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      ))}
    </>
  );
}
