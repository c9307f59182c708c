import { ageOn } from '@resort/shared/rules';
import { isoFromInput, resortToday, toIsoDate } from '@resort/shared/dates';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import { badRequest, conflict, type Db, type Mailer } from '@resort/shared/server';
import {
  MEG_ADULT_AGE,
  MEG_LOTTERY_DOB,
  MEG_UNDER_18,
  megLotteryAlreadyEntered,
  type MegLotteryBody,
  type MegLotteryEntered,
} from '../../contract';
import { megLotteryEntries } from '../schema';
import { membershipSeason } from './my-epic-gear';

const reference = (id: string) => `MEG-${id.slice(0, 8).toUpperCase()}`;

/**
 * "My Epic Gear lottery form" (spec section 7): an entry in the draw for a resort's memberships of
 * the season a buyer would get today. Adults only, by the membership's own rule (spec section 6);
 * one entry per email, resort and season. Stored, then acknowledged by email.
 */
export async function enterMegLottery({
  db,
  mailer,
  entry,
  userId,
}: {
  db: Db;
  mailer: Mailer;
  entry: MegLotteryBody;
  userId: string | null;
}): Promise<MegLotteryEntered> {
  const resort = DEMO_RESORTS.find((r) => r.id === entry.resort)!;
  const today = resortToday(resort.timeZone);
  const dob = /^\d{4}-\d{2}-\d{2}$/.test(entry.dateOfBirth) ? entry.dateOfBirth : isoFromInput(entry.dateOfBirth.trim());
  if (!dob || !isoFromInput(`${dob.slice(5, 7)}/${dob.slice(8, 10)}/${dob.slice(0, 4)}`) || dob > toIsoDate(today))
    throw badRequest(MEG_LOTTERY_DOB);
  if (ageOn(dob, toIsoDate(today)) < MEG_ADULT_AGE) throw badRequest(MEG_UNDER_18);
  const season = membershipSeason(today).label;
  const email = entry.email.trim().toLowerCase();
  const [row] = await db
    .insert(megLotteryEntries)
    .values({
      resortId: resort.id,
      season,
      email,
      firstName: entry.firstName.trim(),
      lastName: entry.lastName.trim(),
      dateOfBirth: dob,
      userId,
    })
    .onConflictDoNothing()
    .returning({ id: megLotteryEntries.id });
  if (!row) throw conflict(megLotteryAlreadyEntered(resort.name, season));
  const ref = reference(row.id);
  await mailer.send({
    to: email,
    subject: `You are in the ${season} My Epic Gear lottery at ${resort.name} (${ref})`,
    text: `Hello ${entry.firstName.trim()},\n\nYour entry in the ${season} My Epic Gear lottery at ${resort.name} is recorded. We will write to you after the draw.\n\nYour reference: ${ref}`,
  });
  return { reference: ref, season, resortName: resort.name };
}
