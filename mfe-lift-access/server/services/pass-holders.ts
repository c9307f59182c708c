import { and, eq, inArray, sql } from 'drizzle-orm';
import { notFound, type Db } from '@resort/shared/server';
import type { PassDirectory } from '@resort/shared/server/account-lookups';
import { benefitUses, contentTexts, passes, seasonPasses, type PassBenefit } from '../schema';
import {
  CARD_ASSIGNED_CODE,
  CARD_ASSIGNED,
  PASS_INSURANCE_PRICE,
  PASS_NOT_FOUND,
  benefitUsedUp,
  type CoverageContent,
  type CoverageInfo,
  type BenefitView,
  type LocationValidation,
  type PassValidation,
} from '../../contract';
import { holdLiveOrSold } from './capacity';
import { findResort } from './resorts';
import { conflict } from '@resort/shared/core';

type SoldPass = typeof seasonPasses.$inferSelect;
type PassRow = typeof passes.$inferSelect;

export const cardAssignedElsewhere = () => conflict(CARD_ASSIGNED, { code: CARD_ASSIGNED_CODE, field: 'passNumber' });

async function soldPass(db: Db, passNumber: string): Promise<{ sold: SoldPass; pass: PassRow } | null> {
  const [row] = await db
    .select({ sold: seasonPasses, pass: passes })
    .from(seasonPasses)
    .innerJoin(passes, eq(passes.id, seasonPasses.passId))
    .where(eq(seasonPasses.passNumber, passNumber));
  return row ?? null;
}

/** Benefit tickets used per (pass number, benefit code), counting live and sold holds only. */
export async function benefitUse(db: Db, passNumbers: string[]): Promise<Map<string, number>> {
  if (passNumbers.length === 0) return new Map();
  const rows = await db
    .select({ passNumber: benefitUses.passNumber, code: benefitUses.benefitCode, used: sql<string>`sum(${benefitUses.quantity})` })
    .from(benefitUses)
    .where(and(inArray(benefitUses.passNumber, passNumbers), holdLiveOrSold(benefitUses.holdId)))
    .groupBy(benefitUses.passNumber, benefitUses.benefitCode);
  return new Map(rows.map((r) => [`${r.passNumber}|${r.code}`, Number(r.used)]));
}

export const benefitViews = (passNumber: string, pass: PassRow, used: Map<string, number>): BenefitView[] =>
  pass.benefits.map((b) => {
    const n = used.get(`${passNumber}|${b.code}`) ?? 0;
    return { ...b, currency: pass.currency, used: n, remaining: Math.max(0, b.perPass - n) };
  });

/** "Season pass benefit ticket consumption": what each benefit of one of the account's passes has left. */
export async function passBenefits(db: Db, userId: string, passNumber: string): Promise<BenefitView[]> {
  const row = await soldPass(db, passNumber);
  if (!row || row.sold.userId !== userId) throw notFound(PASS_NOT_FOUND);
  return benefitViews(passNumber, row.pass, await benefitUse(db, [passNumber]));
}

const validation = (row: { sold: SoldPass; pass: PassRow }, linkable?: boolean): PassValidation => ({
  passNumber: row.sold.passNumber,
  name: row.pass.name,
  season: row.sold.season,
  resorts: row.pass.resorts,
  ...(linkable === undefined ? {} : { linkable }),
});

/** "Validate pass": a pass number that exists; nothing about its holder. */
export async function validatePass(db: Db, passNumber: string): Promise<PassValidation> {
  const row = await soldPass(db, passNumber);
  if (!row) throw notFound('We could not find a pass with this number.');
  return validation(row);
}

/**
 * "Validate activation code": the number and code must match. A pass already linked to another
 * account is error 2005 (spec section 8); the code alone never moves a pass between accounts.
 */
async function checkActivation(db: Db, userId: string, passNumber: string, code: string) {
  const row = await soldPass(db, passNumber);
  if (!row?.sold.activationCode || row.sold.activationCode !== code) throw notFound(PASS_NOT_FOUND);
  if (row.sold.userId && row.sold.userId !== userId) throw cardAssignedElsewhere();
  return row;
}

export async function validateActivation(db: Db, userId: string, passNumber: string, code: string): Promise<PassValidation> {
  return validation(await checkActivation(db, userId, passNumber, code), true);
}

/** Links a pass to the account. Conditional on it being unlinked, so two accounts racing cannot both win. */
export async function linkPass(db: Db, userId: string, passNumber: string, code: string): Promise<PassValidation> {
  const row = await checkActivation(db, userId, passNumber, code);
  if (row.sold.userId === userId) return validation(row, true);
  const linked = await db
    .update(seasonPasses)
    .set({ userId })
    .where(and(eq(seasonPasses.passNumber, passNumber), sql`${seasonPasses.userId} IS NULL`))
    .returning({ n: seasonPasses.passNumber });
  if (linked.length === 0) throw cardAssignedElsewhere();
  return validation(row, true);
}

/** "Validate edge card location": whether the pass opens the lifts of one resort. */
export async function validateLocation(db: Db, passNumber: string, resortId: string): Promise<LocationValidation> {
  const row = await soldPass(db, passNumber);
  if (!row) throw notFound('We could not find a pass with this number.');
  const resort = await findResort(db, resortId);
  if (!resort) throw notFound('Resort not found');
  const valid = row.pass.resorts.includes(resortId);
  return {
    passNumber,
    resort: resort.name,
    valid,
    message: valid ? `${row.pass.name} is valid at ${resort.name}.` : `${row.pass.name} is not valid at ${resort.name}.`,
  };
}

/** "Accept pass terms" for one of the account's own passes; false when it is not theirs. */
export async function acceptPassTerms(db: Db, userId: string, passNumber: string): Promise<string | null> {
  const [row] = await db
    .update(seasonPasses)
    .set({ termsAcceptedAt: sql`coalesce(${seasonPasses.termsAcceptedAt}, now())` })
    .where(and(eq(seasonPasses.passNumber, passNumber), eq(seasonPasses.userId, userId)))
    .returning({ at: seasonPasses.termsAcceptedAt });
  return row?.at ? row.at.toISOString() : null;
}

/** The pass and benefit a benefit ticket draws on, when the buyer holds it. */
export async function benefitFor(
  db: Db,
  passNumber: string,
  code: string,
): Promise<{ sold: SoldPass; pass: PassRow; benefit: PassBenefit } | null> {
  const row = await soldPass(db, passNumber);
  const benefit = row?.pass.benefits.find((b) => b.code === code);
  return row && benefit ? { ...row, benefit } : null;
}

/**
 * Counts a benefit ticket hold against the pass. The pass row is locked first, so holds of the
 * same pass in other processes count one after another and the allowance is never overdrawn.
 */
export async function consumeBenefit(db: Db, r: { holdId: string; passNumber: string; benefit: PassBenefit; quantity: number }) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${seasonPasses} WHERE ${seasonPasses.passNumber} = ${r.passNumber} FOR UPDATE`);
    const used = (await benefitUse(tx, [r.passNumber])).get(`${r.passNumber}|${r.benefit.code}`) ?? 0;
    if (used + r.quantity > r.benefit.perPass) throw conflict(benefitUsedUp(r.benefit.title));
    await tx
      .insert(benefitUses)
      .values({ holdId: r.holdId, passNumber: r.passNumber, benefitCode: r.benefit.code, quantity: r.quantity })
      .onConflictDoNothing();
  });
}

/**
 * The lift line's side of the account's pass lookups ("find my card", "create account with card
 * number", "household search for pass"): a pass by its printed number, and claiming an unassigned one.
 */
export const passDirectoryOf = (db: Db): PassDirectory => ({
  async find(passNumber) {
    const n = passNumber.replace(/\s+/g, '').toUpperCase();
    const [row] = await db.select().from(seasonPasses).where(eq(seasonPasses.passNumber, n));
    return row
      ? { passNumber: row.passNumber, userId: row.userId, firstName: row.firstName, lastName: row.lastName, dateOfBirth: row.dateOfBirth }
      : null;
  },
  async claim(passNumber, userId) {
    const n = passNumber.replace(/\s+/g, '').toUpperCase();
    const claimed = await db
      .update(seasonPasses)
      .set({ userId })
      .where(and(eq(seasonPasses.passNumber, n), sql`${seasonPasses.userId} IS NULL`))
      .returning({ n: seasonPasses.passNumber });
    return claimed.length > 0;
  },
});

export const COVERAGE_TEXT_KEY = 'epic-coverage';

/**
 * "Epic coverage content": the stored wording of pass insurance (seeded, edited by the operator
 * without a release) and its price, which is the cart's charge rule.
 */
export async function coverageContent(db: Db): Promise<CoverageContent> {
  const [row] = await db.select().from(contentTexts).where(eq(contentTexts.key, COVERAGE_TEXT_KEY));
  if (!row) throw notFound('There is no pass insurance content.');
  return { title: row.title, body: row.body, pricePerPass: PASS_INSURANCE_PRICE };
}

/** "Epic coverage info": whether one of the account's passes was bought with pass insurance. */
export async function passCoverage(db: Db, userId: string, passNumber: string): Promise<CoverageInfo> {
  const row = await soldPass(db, passNumber);
  if (!row || row.sold.userId !== userId) throw notFound(PASS_NOT_FOUND);
  const { title, body } = await coverageContent(db);
  return { passNumber, covered: row.sold.insured, title, body };
}
