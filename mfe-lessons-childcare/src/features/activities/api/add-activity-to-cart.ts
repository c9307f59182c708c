import { addToCart } from '@resort/shared';

/** Adds `places` on an activity's session of the day (ISO). */
export function addActivityToCart({ activityId, date, places }: { activityId: string; date: string; places: number }) {
  return addToCart({ line: 'activities', productId: activityId, date, quantity: places, options: {} });
}
