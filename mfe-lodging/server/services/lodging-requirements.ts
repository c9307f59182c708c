import { REQUIRED_FIELD } from '@resort/shared/rules';
import { badRequest, type ConfigureField, type ItemConfiguration, type UnmetRequirement } from '@resort/shared/server';
import { ARRIVAL_TIME_LABEL, CHECK_IN_FROM, PRIMARY_GUEST_NAME_LABEL, PRIMARY_GUEST_PHONE_LABEL } from '../../contract';

/**
 * Lodging requirements (cart "lodging requirements", spec section 5): the primary guest's name
 * and phone and the estimated arrival time, asked once per stay. The children's ages come from
 * the search and are shown, not asked again.
 */
export function lodgingRequirementFields(childAges: number[]): ConfigureField[] {
  const ages = childAges.length ? ` Children's ages from your search: ${childAges.join(', ')}.` : '';
  return [
    {
      key: 'primaryGuestName',
      kind: 'text',
      label: PRIMARY_GUEST_NAME_LABEL,
      perUnit: false,
      required: true,
      help: `The name the room is held under.${ages}`,
    },
    { key: 'primaryGuestPhone', kind: 'tel', label: PRIMARY_GUEST_PHONE_LABEL, perUnit: false, required: true },
    {
      key: 'arrivalTime',
      kind: 'time',
      label: ARRIVAL_TIME_LABEL,
      perUnit: false,
      required: true,
      help: `Check-in from ${CHECK_IN_FROM}.`,
    },
  ];
}

const PHONE = /^[+\d][\d\s().-]{5,29}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const PHONE_INVALID = 'Please enter a valid phone number.';
export const ARRIVAL_TIME_INVALID = 'Please enter the arrival time as HH:MM.';

/** The answers kept: trimmed text, a phone that reads as one, a time of day; anything else refused in words. */
export function keepLodgingRequirements(answers: ItemConfiguration['item']): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  const name = typeof answers.primaryGuestName === 'string' ? answers.primaryGuestName.trim().slice(0, 120) : '';
  if (name) kept.primaryGuestName = name;
  if (typeof answers.primaryGuestPhone === 'string' && answers.primaryGuestPhone.trim()) {
    if (!PHONE.test(answers.primaryGuestPhone.trim())) throw badRequest(PHONE_INVALID);
    kept.primaryGuestPhone = answers.primaryGuestPhone.trim();
  }
  if (typeof answers.arrivalTime === 'string' && answers.arrivalTime.trim()) {
    if (!TIME.test(answers.arrivalTime.trim())) throw badRequest(ARRIVAL_TIME_INVALID);
    kept.arrivalTime = answers.arrivalTime.trim();
  }
  return kept;
}

export function lodgingRequirementsUnmet(answers: ItemConfiguration['item']): UnmetRequirement[] {
  return ['primaryGuestName', 'primaryGuestPhone', 'arrivalTime']
    .filter((key) => !answers[key])
    .map((key) => ({ message: REQUIRED_FIELD, key }));
}
