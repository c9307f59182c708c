import { requiredText, uuid, z } from '@resort/shared/contracts';
import { EMAIL_MAX_LENGTH, PASS_NUMBER_MAX_LENGTH, RELATIONSHIPS, dateOfBirthError, emailError, nameError } from './rules';
import { ProfileView } from './session';
import { withRule } from './fields';

// Household

export const MEMBER_NOT_FOUND = 'We could not find this household member.';
export const INVITATION_NOT_FOUND = 'We could not find this invitation.';
export const NO_ACCOUNT_FOUND = 'We could not find an account holder with this email address.';
export const ALREADY_MEMBER = 'This person is already in your household.';

export const MemberIdParams = z.object({ id: uuid }).strict();
export const CreateMemberBody = z
  .object({
    firstName: withRule(100, nameError),
    lastName: withRule(100, nameError),
    dateOfBirth: withRule(20, (v) => dateOfBirthError(v)),
    relationship: z.enum(RELATIONSHIPS),
  })
  .strict();
export type CreateMemberBody = z.infer<typeof CreateMemberBody>;
export const AddExistingBody = z.object({ email: withRule(EMAIL_MAX_LENGTH, emailError), relationship: z.enum(RELATIONSHIPS) }).strict();
export type AddExistingBody = z.infer<typeof AddExistingBody>;
export const SearchHolderBody = z.object({ email: withRule(EMAIL_MAX_LENGTH, emailError) }).strict();
export const SearchPassBody = z.object({ passNumber: requiredText(PASS_NUMBER_MAX_LENGTH) }).strict();
/** Spec "pending child account update": the details of a member who has no account of their own yet. */
export const PendingChildBody = z
  .object({
    firstName: withRule(100, nameError),
    lastName: withRule(100, nameError),
    dateOfBirth: withRule(20, (v) => dateOfBirthError(v)),
  })
  .strict();
export type PendingChildBody = z.infer<typeof PendingChildBody>;
export const MEMBER_HAS_ACCOUNT = 'This member has an account of their own and keeps their details there.';
export const TransferBody = z.object({ id: uuid, email: withRule(EMAIL_MAX_LENGTH, emailError) }).strict();

/** A holder found by search: only what the searcher needs to confirm the person. */
export const HolderMatch = z.object({ found: z.boolean(), firstName: z.string().nullable(), lastInitial: z.string().nullable() });
export type HolderMatch = z.infer<typeof HolderMatch>;

export const InvitationView = z.object({ id: z.string(), householdName: z.string(), fromName: z.string(), relationship: z.string() });
export const HouseholdAnswer = z.object({
  household: ProfileView.shape.household,
  invitations: z.array(InvitationView),
});
export type InvitationView = z.infer<typeof InvitationView>;
export type HouseholdAnswer = z.infer<typeof HouseholdAnswer>;
