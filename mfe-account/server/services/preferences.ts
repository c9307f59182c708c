import { eq } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import type { EmailPreferencesBody, PreferencesView, SnowAlertBody, VisitationBody } from '../../contract';
import { profiles } from '../schema';

/** Email preferences, the snow alert profile and the visitation profile of one account. */
export async function getPreferences({ db, userId }: { db: Db; userId: string }): Promise<PreferencesView> {
  const [p] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  const visitation = p?.visitation ?? {};
  return {
    emailOptIn: p?.emailOptIn ?? false,
    emailTopics: p?.emailTopics ?? [],
    snowAlert: { smsNumber: p?.snowAlertSms ?? null, resorts: p?.snowAlertResorts ?? [], minInches: p?.snowAlertMinInches ?? null },
    visitation: {
      visitsPerSeason: visitation.visitsPerSeason ?? null,
      skiesWith: visitation.skiesWith ?? null,
      ability: visitation.ability ?? null,
    },
  };
}

const save = (db: Db, userId: string, set: Partial<typeof profiles.$inferInsert>) =>
  db
    .update(profiles)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));

/** Spec "email preferences": opting out clears no topics, it just stops the mail. */
export async function setEmailPreferences({ db, userId, input }: { db: Db; userId: string; input: EmailPreferencesBody }) {
  await save(db, userId, { emailOptIn: input.emailOptIn, emailTopics: [...new Set(input.topics)] });
}

/** Spec "email opt in/out". */
export async function setEmailOptIn({ db, userId, optIn }: { db: Db; userId: string; optIn: boolean }) {
  await save(db, userId, { emailOptIn: optIn });
}

/** Spec "register snow alert profile and SMS". */
export async function setSnowAlert({ db, userId, input }: { db: Db; userId: string; input: SnowAlertBody }) {
  await save(db, userId, {
    snowAlertSms: input.smsNumber.trim(),
    snowAlertResorts: [...new Set(input.resorts)],
    snowAlertMinInches: input.minInches,
  });
}

/** Spec "visitation profile". */
export async function setVisitation({ db, userId, input }: { db: Db; userId: string; input: VisitationBody }) {
  await save(db, userId, { visitation: { ...input } });
}
