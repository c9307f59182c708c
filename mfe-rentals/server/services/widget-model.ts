import type { DateTime } from 'luxon';
import { type RentalSeason } from '@resort/shared/core';
import { firstSelectableDate, type CalendarGroup } from '@resort/shared/rules';
import { formatDate, parseDate } from '@resort/shared/dates';
import type { RentalWidgetResponse } from '../../contract';
import type { CalendarRow, SeasonCatalog } from './catalog-data';

/**
 * A window that holds no day: its minimum is after its maximum, so the date picker is disabled
 * (spec section 5) and no date is ever selectable in it.
 */
function emptyGroup(today: DateTime): CalendarGroup {
  return { startDate: formatDate(today), endDate: formatDate(today.minus({ days: 1 })), blackoutDates: [] };
}

/** A calendar group as the widget sees it: never earlier than the resort's today. */
function widgetGroup(row: CalendarRow | undefined, today: DateTime): CalendarGroup {
  if (!row) return emptyGroup(today);
  const start = parseDate(row.startDate)!;
  const end = parseDate(row.endDate)!;
  const from = start < today ? today : start;
  if (from > end) return emptyGroup(today);
  return {
    startDate: formatDate(from),
    endDate: formatDate(end),
    blackoutDates: row.blackoutDates
      .map((d) => parseDate(d))
      .filter((d): d is DateTime => d !== null && d >= from && d <= end)
      .map(formatDate),
  };
}

const hasDates = (group: CalendarGroup) => firstSelectableDate(group) !== '';

export function buildWidgetModel(season: RentalSeason, catalog: SeasonCatalog, today: DateTime): RentalWidgetResponse {
  const calendars = {
    fullDay: widgetGroup(catalog.calendars.fullDay, today),
    halfDayMorning: widgetGroup(catalog.calendars.halfDayMorning, today),
    halfDayAfternoon: widgetGroup(catalog.calendars.halfDayAfternoon, today),
    delivery: widgetGroup(catalog.calendars.delivery, today),
  };
  const hasPickupDates = hasDates(calendars.fullDay) && catalog.locations.length > 0;
  const hasDeliveryDates =
    hasDates(calendars.delivery) && catalog.deliveryTimes.length > 0 && catalog.locations.some((l) => l.supportsDelivery);
  return {
    season,
    isSeasonOpen: hasPickupDates || hasDeliveryDates,
    isPickUpOnly: !hasDeliveryDates,
    hasDeliveryDates,
    hasPickupDates,
    isOnlySingleDayRentals: catalog.settings?.onlySingleDayRentals ?? false,
    deliveryTimes: catalog.deliveryTimes.map((t) => t.label),
    setDeliveryOptionAsDefault: hasDeliveryDates && (catalog.settings?.deliveryAsDefault ?? false),
    calendars,
    myEpicGear: catalog.settings?.myEpicGear ?? null,
  };
}
