import { REQUIRED_FIELD } from '@resort/shared/rules';
import type { BillingAddress } from '../../../../contract';

export interface CardFormValues {
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  nameOnCard: string;
}

export const ADDRESS_FIELDS: { key: keyof BillingAddress; label: string; autoComplete: string }[] = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', autoComplete: 'email' },
  { key: 'line1', label: 'Address', autoComplete: 'address-line1' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'region', label: 'State / Province', autoComplete: 'address-level1' },
  { key: 'postalCode', label: 'ZIP / Postal code', autoComplete: 'postal-code' },
  { key: 'country', label: 'Country', autoComplete: 'country' },
];

export const emptyAddress = (email = ''): BillingAddress => ({
  firstName: '',
  lastName: '',
  email,
  line1: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
});

export const emptyCard = (): CardFormValues => ({ cardNumber: '', expMonth: '', expYear: '', cvc: '', nameOnCard: '' });

/** Every field is required; the spec's 'Required Field' marks the empty ones. */
export function missingFields<T extends object>(values: T): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!String(value).trim()) errors[key as keyof T] = REQUIRED_FIELD;
  }
  return errors;
}
