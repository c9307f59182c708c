import { BOOT_SIZE_MAX_LENGTH, rentalProfileProblem, SKIER_TYPES, type SkierType } from '@resort/shared/rules';
import { requiredText, text, uuid, z } from '@resort/shared/contracts';

// Rental profiles ("rental profile get/create/update"): the account's saved renters, whose rules are
// the shared rental profile's (the rentals line checks the same in checkout).

/** Renters one account keeps: a family and its regular guests. */
export const MAX_RENTAL_PROFILES = 12;
export const TOO_MANY_RENTAL_PROFILES = `An account keeps up to ${MAX_RENTAL_PROFILES} rental profiles. Please edit one you no longer need.`;

export const RentalProfileBody = z
  .object({
    name: requiredText(100),
    heightCm: z.number().int(),
    weightKg: z.number().int().nullable(),
    age: z.number().int().nullable(),
    skierType: z.enum(SKIER_TYPES.map((t) => t.value) as [SkierType, ...SkierType[]]).nullable(),
    bootSize: text(BOOT_SIZE_MAX_LENGTH).nullable(),
  })
  .strict()
  .superRefine((p, ctx) => {
    const problem = rentalProfileProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type RentalProfileBody = z.infer<typeof RentalProfileBody>;
export const RentalProfileParams = z.object({ id: uuid }).strict();
export const RentalProfileView = z.object({
  id: z.string(),
  name: z.string(),
  heightCm: z.number().int(),
  weightKg: z.number().int().nullable(),
  age: z.number().int().nullable(),
  skierType: z.enum(SKIER_TYPES.map((t) => t.value) as [SkierType, ...SkierType[]]).nullable(),
  bootSize: z.string().nullable(),
});
export const RentalProfilesAnswer = z.object({ profiles: z.array(RentalProfileView) });
export type RentalProfilesAnswer = z.infer<typeof RentalProfilesAnswer>;
