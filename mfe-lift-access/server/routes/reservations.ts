import type { FastifyRequest } from 'fastify';
import { HttpError, ok, requireUser, type ContractApp, type Db, type LineServices, type PeopleDirectory } from '@resort/shared/server';
import { okResponse } from '@resort/shared/contracts';
import {
  CancelLiftReservationAnswer,
  CancelLiftReservationBody,
  LIFT_RESERVATION_NOT_FOUND,
  PassHolders,
  PassHoldersBody,
  PriorityDayBody,
  PriorityDayScan,
  PriorityDaysQuery,
  PriorityDaysView,
  RemovePriorityDayBody,
  ReservationInventory,
  ReservationInventoryQuery,
  SubmitReservationAnswer,
  SubmitReservationBody,
  ValidateScanAnswer,
  ValidateScanBody,
} from '../../contract-reservations';
import {
  cancelReservation,
  getPriorityDays,
  liftReservationSource,
  passHoldersForReservation,
  priorityDaysLeft,
  removePriorityDay,
  reservationInventory,
  reservationPassNumber,
  savePriorityDay,
  scanPriorityDay,
  submitReservation,
  validateScan,
} from '../services/reservations';

const tags = ['liftaccess'];

/** Every reservation call is the signed-in holder's own: a signed-out visitor is asked to sign in. */
const requireUserId = (request: FastifyRequest): string => requireUser(request).id;

/**
 * Lift reservations and priority days (spec section 7: "capacity, lift ticket and overall
 * reservation inventory GET", "pass holders for reservation POST", "submit reservation and
 * validate scan POST", and the account's "priority days scan, save, remove and get" and "cancel
 * pass reservation"). The account area lists and cancels the same reservations through the
 * ReservationSource registered here.
 */
export function registerReservationRoutes(api: ContractApp, { db, services }: { db: Db; services?: LineServices }) {
  // Resolved per request: the account line registers the people directory while plugins load.
  const people = (): PeopleDirectory | null => {
    try {
      return services?.people ?? null;
    } catch {
      return null;
    }
  };
  services?.provideReservations(liftReservationSource(db, people));

  api.get(
    '/liftaccess/reservations/inventory',
    {
      schema: {
        summary: 'Capacity, lift ticket and overall reservation inventory',
        description: 'Per day of one resort: lifts running, lift tickets left, whether a reservation is needed and the places left.',
        tags,
        querystring: ReservationInventoryQuery,
        response: { 200: okResponse(ReservationInventory) },
      },
    },
    async (request) =>
      ok(await reservationInventory({ db, resortId: request.query.resort, from: request.query.from, to: request.query.to })),
  );

  api.post(
    '/liftaccess/reservations/pass-holders',
    {
      schema: {
        summary: 'Pass holders for reservation',
        description: "The signed-in holder's passes and their household members', with priority days and live reservations.",
        tags,
        body: PassHoldersBody,
        response: { 200: okResponse(PassHolders) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      return ok({ holders: await passHoldersForReservation({ db, userId, people: people(), resortId: request.body.resort }) });
    },
  );

  api.post(
    '/liftaccess/reservations',
    {
      schema: {
        summary: 'Submit reservation',
        description: 'Reserves days for one pass at one resort, all or none; priority days skip the inventory.',
        tags,
        body: SubmitReservationBody,
        response: { 200: okResponse(SubmitReservationAnswer) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const { passNumber, resort, days } = request.body;
      return ok(await submitReservation({ db, userId, people: people(), passNumber, resortId: resort, days }));
    },
  );

  api.post(
    '/liftaccess/reservations/validate-scan',
    {
      schema: {
        summary: 'Validate scan',
        description: 'Whether the pass gets on the lifts at the resort on the day (today when none is given).',
        tags,
        body: ValidateScanBody,
        response: { 200: okResponse(ValidateScanAnswer) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const { passNumber, resort, date } = request.body;
      return ok(await validateScan({ db, userId, people: people(), passNumber, resortId: resort, date }));
    },
  );

  api.post(
    '/liftaccess/reservations/cancel',
    {
      schema: {
        summary: 'Cancel pass reservation',
        tags,
        body: CancelLiftReservationBody,
        response: { 200: okResponse(CancelLiftReservationAnswer) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const { id } = request.body;
      const passNumber = await reservationPassNumber(db, id);
      // Another account's reservation, a cancelled one or a past day: the same 404.
      if (!passNumber || !(await cancelReservation({ db, userId, people: people(), id })))
        throw new HttpError(404, LIFT_RESERVATION_NOT_FOUND);
      return ok({ cancelled: true as const, priorityDaysLeft: await priorityDaysLeft(db, passNumber) });
    },
  );

  api.get(
    '/liftaccess/priority-days',
    {
      schema: { summary: 'Priority days get', tags, querystring: PriorityDaysQuery, response: { 200: okResponse(PriorityDaysView) } },
    },
    async (request) => {
      const userId = requireUserId(request);
      return ok(await getPriorityDays({ db, userId, people: people(), passNumber: request.query.ipCode }));
    },
  );

  api.post(
    '/liftaccess/priority-days/scan',
    { schema: { summary: 'Priority days scan', tags, body: PriorityDayBody, response: { 200: okResponse(PriorityDayScan) } } },
    async (request) => {
      const userId = requireUserId(request);
      const { ipCode, resort, date } = request.body;
      return ok(await scanPriorityDay({ db, userId, people: people(), passNumber: ipCode, resortId: resort, date }));
    },
  );

  api.post(
    '/liftaccess/priority-days/save',
    { schema: { summary: 'Priority days save', tags, body: PriorityDayBody, response: { 200: okResponse(SubmitReservationAnswer) } } },
    async (request) => {
      const userId = requireUserId(request);
      const { ipCode, resort, date } = request.body;
      return ok(await savePriorityDay({ db, userId, people: people(), passNumber: ipCode, resortId: resort, date }));
    },
  );

  api.post(
    '/liftaccess/priority-days/remove',
    { schema: { summary: 'Priority days remove', tags, body: RemovePriorityDayBody, response: { 200: okResponse(PriorityDaysView) } } },
    async (request) => {
      const userId = requireUserId(request);
      const { ipCode, date } = request.body;
      return ok(await removePriorityDay({ db, userId, people: people(), passNumber: ipCode, date }));
    },
  );
}
