import type { ConfigureField } from '../cart/configure';

/**
 * The release of liability every lift ticket asks for (spec section 5, "release of liability
 * agreed"), whether sold alone or in a package: one text, one field, one message.
 */
export const RELEASE_OF_LIABILITY_REQUIRED = 'Please agree to the terms of the Release of Liability to continue.';

export const RELEASE_OF_LIABILITY =
  'Skiing and riding carry risks that care cannot remove: changing snow and weather, terrain, lifts and other guests. ' +
  'By using this ticket you accept those risks, agree to follow the Skier Responsibility Code and the directions of resort staff, ' +
  'and release the resort operator from claims for injury arising from those inherent risks, as far as the law allows.';

/** The configure step's tick box, kept as `isErolAccepted` (the spec's cart call query). */
export const releaseOfLiabilityField: ConfigureField = {
  key: 'isErolAccepted',
  kind: 'acknowledge',
  label: 'I agree to the Release of Liability',
  perUnit: false,
  required: true,
  terms: { title: 'Release of Liability', body: RELEASE_OF_LIABILITY },
};
