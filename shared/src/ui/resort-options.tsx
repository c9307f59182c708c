import { DEMO_RESORTS, type DemoResort } from '../demo-resorts';

export interface ResortOptionsProps {
  /** The resorts offered (a line's own list from its API); the store's resorts when absent. */
  resorts?: readonly Pick<DemoResort, 'id' | 'name' | 'region'>[];
  /** 'Summit Peak, Colorado' rather than 'Summit Peak'. */
  withRegion?: boolean;
}

/** The store's resorts as a drop-down's options, in the store's order: one list for every resort picker. */
export function ResortOptions({ resorts = DEMO_RESORTS, withRegion = false }: ResortOptionsProps = {}) {
  return (
    <>
      {resorts.map((r) => (
        <option key={r.id} value={r.id}>
          {withRegion ? `${r.name}, ${r.region}` : r.name}
        </option>
      ))}
    </>
  );
}
