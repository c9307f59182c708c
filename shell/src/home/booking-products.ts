import { DateTime } from 'luxon';
import { formatDate } from '@resort/shared';
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
}

/** The home page's booking tabs, first one active by default. */
export function bookingProducts(today: DateTime = DateTime.now()): BookingProduct[] {
  const d = (n: number) => formatDate(today.plus({ days: n }));
  return [
    {
      key: 'lift-tickets',
      label: 'Lift Tickets',
      title: 'Lift tickets',
      subtitle: 'Buy ahead online and save on every day you ski.',
      ...FIRST_TAB_WIDGET,
      startDate: d(7),
      endDate: d(7),
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
