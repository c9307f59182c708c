import { isoPlusDays, todayIso, displayDate } from '@resort/shared/dates';
import { FIRST_TAB_WIDGET } from '../site/page-widgets';

export interface BookingProduct {
  key: string;
  label: string;
  title: string;
  subtitle: string;
  /** The remote and the parcel of its './widgets' that renders this tab. */
  remote: string;
  widget: string;
  /** Default start and end dates handed to the widget; they swap with the tab (spec section 2). */
  startDate: string;
  endDate: string;
  /**
   * The room its widget takes on a phone, a tablet and a desktop (px, read off the built widget),
   * kept from the first paint so nothing below moves when it arrives; none for a widget of one row.
   */
  room?: WidgetRoom;
}

export interface WidgetRoom {
  phone: number;
  tablet: number;
  desktop: number;
}

/** The home page's booking tabs, first one active by default. */
export function bookingProducts(today: string = todayIso()): BookingProduct[] {
  const d = (n: number) => displayDate(isoPlusDays(today, n));
  return [
    {
      key: 'lift-tickets',
      label: 'Lift Tickets',
      title: 'Lift tickets',
      subtitle: 'Buy ahead online and save on every day you ski.',
      ...FIRST_TAB_WIDGET,
      startDate: d(7),
      endDate: d(7),
      room: { phone: 448, tablet: 246, desktop: 160 },
    },
    {
      key: 'lessons',
      label: 'Lessons',
      title: 'Ski & Ride School',
      subtitle: 'Group and private lessons for every age and level.',
      remote: 'lessons_childcare',
      widget: 'lessons',
      startDate: d(7),
      endDate: d(7),
      room: { phone: 432, tablet: 246, desktop: 160 },
    },
    {
      key: 'lodging',
      label: 'Lodging',
      title: 'Lodging',
      subtitle: 'Slopeside stays, from studios to family condos.',
      remote: 'lodging',
      widget: 'lodging',
      startDate: d(14),
      endDate: d(17),
      room: { phone: 420, tablet: 232, desktop: 160 },
    },
    {
      key: 'season-pass',
      label: 'Season Passes',
      title: 'Season passes',
      subtitle: 'Unlimited days at every resort, all season long.',
      remote: 'lift_access',
      widget: 'seasonPass',
      startDate: '',
      endDate: '',
    },
    {
      key: 'rentals',
      label: 'Rentals',
      title: 'Ski, snowboard & bike rentals',
      subtitle: 'Reserve gear for pickup or delivery to your door.',
      remote: 'rentals',
      widget: 'rentals',
      startDate: d(7),
      endDate: d(9),
      room: { phone: 511, tablet: 426, desktop: 426 },
    },
    {
      key: 'activities',
      label: 'Activities',
      title: 'Activities',
      subtitle: 'Snowshoe tours, tubing, sleigh rides and more.',
      remote: 'lessons_childcare',
      widget: 'activities',
      startDate: d(7),
      endDate: d(7),
    },
  ];
}
