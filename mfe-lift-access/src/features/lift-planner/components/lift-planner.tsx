import { formatMoney, withQuery } from '@resort/shared';
import { isoFromInput, isoShortDayLabel, normalizeDate } from '@resort/shared/dates';
import { PlannerRow, PlannerSection } from '@resort/shared/ui';
import { tripDays, type PlannerTrip } from '@resort/shared/planner';
import { MAX_TICKET_DAYS } from '../../../../contract-limits';
import { useAddTicketsToCartMutation } from '../../lift-tickets/api/add-tickets-to-cart';
import { useLiftTicketSearchQuery } from '../../lift-tickets/api/search-lift-tickets';
import { RESULTS_PATH } from '../../lift-tickets/components/lift-ticket-widget';
import { cartLines, selectionTotals, type Quantities } from '../../lift-tickets/model/ticket-selection';

// The planner knows a party's size, not its ages: adults ski on adult tickets, children on child ones.
const ADULT = 'adult';
const CHILD = 'child';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The trip planner's lift tickets: one ticket per skier, from the first day for the trip's days (at most the longest ticket sold). */
export function LiftPlanner(trip: PlannerTrip) {
  const days = Math.min(MAX_TICKET_DAYS, tripDays(trip).length);
  const params = { resort: trip.resortId, startDate: normalizeDate(trip.arrival), numberOfDays: String(days), ageCategory: ADULT };
  const search = useLiftTicketSearchQuery(params);
  const add = useAddTicketsToCartMutation();
  const data = search.data;
  const product = data?.products[0];
  const day = data?.days.find((d) => d.date === trip.arrival && !d.soldOut);
  const quantities: Quantities = { [ADULT]: trip.adultCount, [CHILD]: trip.childCount };
  const codes = data?.ageCategories.map((c) => c.code).filter((c) => c in quantities) ?? [];
  const arrival = isoFromInput(trip.arrival);
  const first = arrival ? isoShortDayLabel(arrival) : trip.arrival;
  const skiers = [plural(trip.adultCount, 'adult'), trip.childCount ? plural(trip.childCount, 'child', 'children') : '']
    .filter(Boolean)
    .join(' and ');
  return (
    <PlannerSection
      line="lift"
      title="Lift tickets"
      seeAll={{ href: withQuery(RESULTS_PATH, { ...params, ageGroup: ADULT, ageCategory: undefined }), label: 'See all lift tickets' }}
      isPending={search.isPending}
      error={search.error}
      emptyMessage={`Lift tickets starting ${first} are not on sale.`}
    >
      {product && day ? (
        <PlannerRow
          key={product.id}
          name={product.name}
          detail={`Starting ${first}, for ${skiers}`}
          price={formatMoney(selectionTotals(day, quantities).online, data.resort.currency)}
          priceNote={`${plural(trip.adultCount + trip.childCount, 'ticket')}, online price`}
          productLabel={product.name}
          onAdd={() => add.mutate({ productId: product.id, date: day.date, lines: cartLines(quantities, codes) })}
          adding={add.isPending}
          added={add.isSuccess}
          error={add.error}
        />
      ) : null}
    </PlannerSection>
  );
}
