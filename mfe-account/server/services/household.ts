import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { formatDate, parseDate } from '@resort/shared/dates';
import { type Db, type Mailer } from '@resort/shared/server';
import {
  ALREADY_MEMBER,
  HOUSEHOLD_MINOR_RULE,
  INVITATION_NOT_FOUND,
  MEMBER_HAS_ACCOUNT,
  MEMBER_NOT_FOUND,
  NO_ACCOUNT_FOUND,
  dateOfBirthIso,
  normalizeEmail,
  type AddExistingBody,
  type CreateMemberBody,
  type HolderMatch,
  type HouseholdAnswer,
  type HouseholdMemberView,
  type PendingChildBody,
} from '../../contract';
import { householdMembers, households, users } from '../schema';
import { householdInvitationEmail, transferRequestEmail } from './emails';
import { isMinor } from './people';
import { conflict, forbidden, invalid, notFound } from '@resort/shared/core';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export const displayDate = (iso: string | null) => {
  const parsed = parseDate(iso);
  return parsed ? formatDate(parsed) : null;
};

const memberNotFound = () => notFound(MEMBER_NOT_FOUND);

async function holder(db: Conn, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw memberNotFound();
  return user;
}

/** The household the user owns (every account has one from creation; made here if missing). */
async function ownHousehold(db: Conn, userId: string) {
  const [found] = await db.select().from(households).where(eq(households.ownerUserId, userId)).limit(1);
  if (found) return found;
  const user = await holder(db, userId);
  await db
    .insert(households)
    .values({ ownerUserId: userId, name: `${user.lastName} household` })
    .onConflictDoNothing({ target: households.ownerUserId });
  const [made] = await db.select().from(households).where(eq(households.ownerUserId, userId)).limit(1);
  return made;
}

/** Adults manage the household; an account under 18 cannot add, create or transfer members. */
async function requireAdult(db: Conn, userId: string) {
  const user = await holder(db, userId);
  if (isMinor(user.dateOfBirth)) throw forbidden(HOUSEHOLD_MINOR_RULE);
  return user;
}

/** The household the user owns, with every member (self first), and the invitations waiting for them. */
export async function householdView({ db, userId }: { db: Conn; userId: string }): Promise<HouseholdAnswer> {
  const user = await holder(db, userId);
  const household = await ownHousehold(db, userId);
  const rows = await db
    .select()
    .from(householdMembers)
    .where(eq(householdMembers.householdId, household.id))
    .orderBy(asc(householdMembers.position));
  const members: HouseholdMemberView[] = rows.map((m) => ({
    id: m.id,
    firstName: m.firstName,
    lastName: m.lastName,
    dateOfBirth: displayDate(m.dateOfBirth),
    relationship: m.relationship,
    status: m.status === 'invited' ? 'invited' : 'active',
    hasAccount: m.userId !== null,
  }));
  const invitations = await db
    .select({
      id: householdMembers.id,
      relationship: householdMembers.relationship,
      householdName: households.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .innerJoin(users, eq(users.id, households.ownerUserId))
    .where(and(eq(householdMembers.userId, userId), eq(householdMembers.status, 'invited'), ne(households.ownerUserId, userId)))
    .orderBy(asc(householdMembers.createdAt));
  return {
    household: { name: household.name, canManage: !isMinor(user.dateOfBirth), members },
    invitations: invitations.map((i) => ({
      id: i.id,
      householdName: i.householdName,
      fromName: `${i.firstName} ${i.lastName}`,
      relationship: i.relationship,
    })),
  };
}

type NewMember = Omit<typeof householdMembers.$inferInsert, 'householdId' | 'position'>;

/** Appends a member at the next position; two additions at once retry on the position key. */
async function appendMember(db: Db, householdId: string, member: NewMember): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await db.insert(householdMembers).values({
        ...member,
        householdId,
        position: sql`(select coalesce(max(${householdMembers.position}), 0) + 1 from ${householdMembers} where ${householdMembers.householdId} = ${householdId})`,
      });
      return;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}

/** Spec "household add and create": a member without an account of their own. */
export async function createMember({ db, userId, input }: { db: Db; userId: string; input: CreateMemberBody }): Promise<HouseholdAnswer> {
  await requireAdult(db, userId);
  const household = await ownHousehold(db, userId);
  await appendMember(db, household.id, {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    dateOfBirth: dateOfBirthIso(input.dateOfBirth),
    relationship: input.relationship,
  });
  return householdView({ db, userId });
}

/** Spec "household search": whether an account holder has this address, with just enough to recognise them. */
export async function searchHolder({ db, email }: { db: Db; email: string }): Promise<HolderMatch> {
  const [found] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return found
    ? { found: true, firstName: found.firstName, lastInitial: found.lastName.slice(0, 1) }
    : { found: false, firstName: null, lastInitial: null };
}

/**
 * Spec "household add existing": invites another account holder; they join once they accept
 * ("household accept") or are removed when they decline. An invitation email goes to them.
 */
export async function addExisting({
  db,
  mailer,
  userId,
  input,
}: {
  db: Db;
  mailer: Mailer;
  userId: string;
  input: AddExistingBody;
}): Promise<HouseholdAnswer> {
  const owner = await requireAdult(db, userId);
  const [invitee] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(input.email)))
    .limit(1);
  if (!invitee) throw notFound(NO_ACCOUNT_FOUND);
  const household = await ownHousehold(db, userId);
  const existing = await db
    .select({ id: householdMembers.id })
    .from(householdMembers)
    .where(and(eq(householdMembers.householdId, household.id), eq(householdMembers.userId, invitee.id)))
    .limit(1);
  if (existing.length || invitee.id === userId) throw conflict(ALREADY_MEMBER);
  await appendMember(db, household.id, {
    userId: invitee.id,
    firstName: invitee.firstName,
    lastName: invitee.lastName,
    dateOfBirth: invitee.dateOfBirth,
    relationship: input.relationship,
    status: 'invited',
  });
  await mailer.send(
    householdInvitationEmail({ to: invitee.email, inviteeName: invitee.firstName, ownerName: `${owner.firstName} ${owner.lastName}` }),
  );
  return householdView({ db, userId });
}

/** Spec "household remove": a member of the user's own household (never the holder); 404 for anyone else's. */
export async function removeMember({ db, userId, memberId }: { db: Db; userId: string; memberId: string }): Promise<HouseholdAnswer> {
  await requireAdult(db, userId);
  const household = await ownHousehold(db, userId);
  const removed = await db
    .delete(householdMembers)
    .where(
      and(eq(householdMembers.id, memberId), eq(householdMembers.householdId, household.id), ne(householdMembers.relationship, 'self')),
    )
    .returning({ id: householdMembers.id });
  if (!removed.length) throw memberNotFound();
  return householdView({ db, userId });
}

/**
 * Spec "pending child account update": an adult corrects the name or birth date of a member who
 * has no account of their own (a child added by name and date of birth). A member with an
 * account keeps their details in it.
 */
export async function updatePendingChild({
  db,
  userId,
  memberId,
  input,
}: {
  db: Db;
  userId: string;
  memberId: string;
  input: PendingChildBody;
}): Promise<HouseholdAnswer> {
  await requireAdult(db, userId);
  const household = await ownHousehold(db, userId);
  const [member] = await db
    .select()
    .from(householdMembers)
    .where(
      and(eq(householdMembers.id, memberId), eq(householdMembers.householdId, household.id), ne(householdMembers.relationship, 'self')),
    )
    .limit(1);
  if (!member) throw memberNotFound();
  if (member.userId) throw invalid(MEMBER_HAS_ACCOUNT);
  await db
    .update(householdMembers)
    .set({ firstName: input.firstName.trim(), lastName: input.lastName.trim(), dateOfBirth: dateOfBirthIso(input.dateOfBirth) })
    .where(eq(householdMembers.id, member.id));
  return householdView({ db, userId });
}

/** Spec "household accept": the invitee joins; 404 unless the invitation is addressed to them. */
export async function acceptInvitation({ db, userId, memberId }: { db: Db; userId: string; memberId: string }): Promise<HouseholdAnswer> {
  const accepted = await db
    .update(householdMembers)
    .set({ status: 'active' })
    .where(and(eq(householdMembers.id, memberId), eq(householdMembers.userId, userId), eq(householdMembers.status, 'invited')))
    .returning({ id: householdMembers.id });
  if (!accepted.length) throw notFound(INVITATION_NOT_FOUND);
  return householdView({ db, userId });
}

/** Spec "household decline": the invitation goes away; 404 unless it is addressed to them. */
export async function declineInvitation({ db, userId, memberId }: { db: Db; userId: string; memberId: string }): Promise<HouseholdAnswer> {
  const declined = await db
    .delete(householdMembers)
    .where(and(eq(householdMembers.id, memberId), eq(householdMembers.userId, userId), eq(householdMembers.status, 'invited')))
    .returning({ id: householdMembers.id });
  if (!declined.length) throw notFound(INVITATION_NOT_FOUND);
  return householdView({ db, userId });
}

/**
 * Spec "household request transfer email": asks another account holder (by email) to take over a
 * member of the user's household. The mail goes to the address whether or not it has an account,
 * so the answer says nothing about who is registered; 404 for a member that is not the user's.
 */
export async function requestTransfer({
  db,
  mailer,
  userId,
  memberId,
  email,
}: {
  db: Db;
  mailer: Mailer;
  userId: string;
  memberId: string;
  email: string;
}): Promise<void> {
  const owner = await requireAdult(db, userId);
  const household = await ownHousehold(db, userId);
  const [member] = await db
    .select()
    .from(householdMembers)
    .where(
      and(eq(householdMembers.id, memberId), eq(householdMembers.householdId, household.id), ne(householdMembers.relationship, 'self')),
    )
    .limit(1);
  if (!member) throw memberNotFound();
  await mailer.send(
    transferRequestEmail({
      to: normalizeEmail(email),
      memberName: `${member.firstName} ${member.lastName}`,
      ownerName: `${owner.firstName} ${owner.lastName}`,
      ownerEmail: owner.email,
    }),
  );
}
