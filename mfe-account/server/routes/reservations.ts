import { HttpError, ok, type ContractApp, requireUser } from '@resort/shared/server';
import { accountContract as c, RESERVATION_NOT_FOUND, type ReservationItem } from '../../contract';
import type { AccountRouteDeps } from './account';

const tags = ['account'];

/**
 * Reservations of every line, through the ReservationSource each line registers on
 * services (resolved per request). A line that fails is named in unavailableLines instead of
 * failing the whole list.
 */
export function registerReservationRoutes(api: ContractApp, { services }: AccountRouteDeps) {
  api.get('/account/reservations', { schema: { summary: 'Reservations', tags, ...c.reservations } }, async (request) => {
    const user = requireUser(request);
    const sources = services.reservations;
    const results = await Promise.allSettled(sources.map((s) => s.list(user.id)));
    const reservations: ReservationItem[] = [];
    const unavailableLines: string[] = [];
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') reservations.push(...r.value);
      else {
        request.log.warn({ err: r.reason, line: sources[i].line }, 'reservation source failed');
        unavailableLines.push(sources[i].line);
      }
    });
    reservations.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
    return ok({ reservations, unavailableLines });
  });

  api.post(
    '/account/reservations/cancel',
    { schema: { summary: 'Cancel pass reservation', tags, ...c.cancelReservation } },
    async (request) => {
      const user = requireUser(request);
      const source = services.reservations.find((s) => s.line === request.body.line);
      // Another account's reservation, an unknown line or one that cannot be cancelled: the same 404.
      if (!source || !(await source.cancel(user.id, request.body.id))) throw new HttpError(404, RESERVATION_NOT_FOUND);
      return ok({ cancelled: true as const });
    },
  );
}
