import type { ReservationItem } from '../../../../contract';

/** Where a booking came from, so a family reads its whole trip in one list, in date order. */
const LINE_LABELS: Record<string, [one: string, many: string]> = {
  lift: ['lift reservation', 'lift reservations'],
  lessons: ['lesson', 'lessons'],
  childcare: ['childcare day', 'childcare days'],
  activities: ['activity', 'activities'],
  lodging: ['lodging stay', 'lodging stays'],
  rentals: ['rental', 'rentals'],
};

/** "2 lessons, 1 childcare day and 1 lodging stay booked": the trip at a glance, booked ones only. */
export function tripSummary(reservations: ReservationItem[]): string | null {
  const counts = new Map<string, number>();
  for (const r of reservations) if (r.status === 'booked') counts.set(r.line, (counts.get(r.line) ?? 0) + 1);
  const parts = [...counts].map(([line, n]) => {
    const [one, many] = LINE_LABELS[line] ?? [line, line];
    return `${n} ${n === 1 ? one : many}`;
  });
  if (parts.length === 0) return null;
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `${listed} booked.`;
}
