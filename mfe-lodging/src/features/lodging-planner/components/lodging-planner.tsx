import { formatMoney } from '@resort/shared';
import { lodgingSearchUrl } from '@resort/shared/rules';
import { normalizeDate, parseDate } from '@resort/shared/dates';
import { PlannerRow, PlannerSection } from '@resort/shared/ui';
import { tripDays, type PlannerTrip } from '@resort/shared/planner';
import { useAddRoomToCartMutation, type RoomBooking } from '../../lodging-results/api/add-room-to-cart';
import { useSearchLodgingQuery, type PropertyResult, type RoomResult } from '../../lodging-results/api/search-lodging';
import { stayBooking } from '../../lodging-results/model/stay-booking';
import { LODGING_RESULTS_PATH } from '../../lodging-search/components/lodging-widget';
import type { LodgingResultsRequest } from '../../../../contract';

/** At most this many properties: the planner shows a choice, the results page shows them all. */
const SHOWN = 4;

/** Each property's cheapest room that sleeps the party and is free every night, cheapest first. */
export function bestRooms(properties: PropertyResult[]): { property: PropertyResult; room: RoomResult }[] {
  return properties
    .flatMap((property) => {
      const rooms = property.rooms.filter((r) => r.fitsParty && !r.soldOut).sort((a, b) => a.totalPrice - b.totalPrice);
      return rooms.length ? [{ property, room: rooms[0] }] : [];
    })
    .sort((a, b) => a.room.totalPrice - b.room.totalPrice)
    .slice(0, SHOWN);
}

function RoomChoice({
  property,
  room,
  booking,
  nights,
}: {
  property: PropertyResult;
  room: RoomResult;
  booking: Omit<RoomBooking, 'roomId'>;
  nights: number;
}) {
  const add = useAddRoomToCartMutation();
  return (
    <PlannerRow
      name={property.name}
      detail={`${room.name} · sleeps ${room.sleeps}`}
      price={formatMoney(room.totalPrice, room.currency)}
      priceNote={`for ${nights} ${nights === 1 ? 'night' : 'nights'}, before taxes and fees`}
      productLabel={`${room.name} at ${property.name}`}
      onAdd={() => add.mutate({ ...booking, roomId: room.id })}
      adding={add.isPending}
      added={add.isSuccess}
      error={add.error}
    />
  );
}

/** The trip planner's lodging: rooms at the trip's resort for its nights and party. */
export function LodgingPlanner(trip: PlannerTrip) {
  // The planner asks no child ages; the lodging rule counts an empty age as 0 (spec section 5).
  const childAges = Array.from({ length: trip.childCount }, () => '');
  const query = useSearchLodgingQuery({
    arrivaldate: trip.arrival,
    departuredate: trip.departure,
    adultcount: trip.adultCount,
    childcount: trip.childCount,
    childagearray: childAges.join(','),
    resort: trip.resortId as LodgingResultsRequest['resort'],
    sort: 'price',
  });
  const stay = {
    checkIn: normalizeDate(trip.arrival),
    checkOut: normalizeDate(trip.departure),
    adults: trip.adultCount,
    children: trip.childCount,
    childAges,
  };
  const data = query.data;
  const day = (iso: string) => parseDate(iso)?.toFormat('MMM d') ?? iso;
  return (
    <PlannerSection
      line="lodging"
      title="Where to stay"
      seeAll={{
        href: `${lodgingSearchUrl(LODGING_RESULTS_PATH, stay)}&resort=${encodeURIComponent(trip.resortId)}`,
        label: 'See all lodging',
      }}
      isPending={query.isPending}
      error={query.error}
      emptyMessage={`No rooms for your party are free every night from ${day(trip.arrival)} to ${day(trip.departure)}.`}
    >
      {data
        ? bestRooms(data.properties).map(({ property, room }) => (
            <RoomChoice
              key={room.id}
              property={property}
              room={room}
              nights={data.nights || tripDays(trip).length}
              booking={stayBooking(data)}
            />
          ))
        : null}
    </PlannerSection>
  );
}
