import type { BillingAddress } from '../../contract';

/**
 * Address verification (spec section 2, "modals for address suggestions"): US and Canadian
 * addresses are held to their ZIP and postal-code formats and to the state or province the code
 * belongs to (ZIP prefixes and postal-code letters shipped below), and their street suffixes,
 * state and country are written the standard way. What differs from what was typed is offered as
 * a suggestion the visitor may take or leave; a code of the wrong shape is refused.
 */

export const ZIP_INVALID = 'Please enter a valid ZIP code (5 digits, or ZIP+4).';
export const POSTAL_CODE_INVALID = 'Please enter a valid postal code (for example V6B 1A1).';

/** ZIP code prefixes (first three digits, inclusive ranges) by state. */
const ZIP3: [string, number, number][] = [
  ['MA', 10, 27],
  ['RI', 28, 29],
  ['NH', 30, 38],
  ['ME', 39, 49],
  ['VT', 50, 59],
  ['CT', 60, 69],
  ['NJ', 70, 89],
  ['NY', 100, 149],
  ['PA', 150, 196],
  ['DE', 197, 199],
  ['DC', 200, 205],
  ['MD', 206, 219],
  ['VA', 220, 246],
  ['WV', 247, 268],
  ['NC', 270, 289],
  ['SC', 290, 299],
  ['GA', 300, 319],
  ['FL', 320, 349],
  ['AL', 350, 369],
  ['TN', 370, 385],
  ['MS', 386, 397],
  ['GA', 398, 399],
  ['KY', 400, 427],
  ['OH', 430, 459],
  ['IN', 460, 479],
  ['MI', 480, 499],
  ['IA', 500, 528],
  ['WI', 530, 549],
  ['MN', 550, 567],
  ['SD', 570, 577],
  ['ND', 580, 588],
  ['MT', 590, 599],
  ['IL', 600, 629],
  ['MO', 630, 658],
  ['KS', 660, 679],
  ['NE', 680, 693],
  ['LA', 700, 714],
  ['AR', 716, 729],
  ['OK', 730, 749],
  ['TX', 750, 799],
  ['CO', 800, 816],
  ['WY', 820, 831],
  ['ID', 832, 838],
  ['UT', 840, 847],
  ['AZ', 850, 865],
  ['NM', 870, 884],
  ['TX', 885, 885],
  ['NV', 889, 898],
  ['CA', 900, 961],
  ['HI', 967, 968],
  ['OR', 970, 979],
  ['WA', 980, 994],
  ['AK', 995, 999],
];

const US_STATES: Record<string, string> = {
  ALABAMA: 'AL',
  ALASKA: 'AK',
  ARIZONA: 'AZ',
  ARKANSAS: 'AR',
  CALIFORNIA: 'CA',
  COLORADO: 'CO',
  CONNECTICUT: 'CT',
  DELAWARE: 'DE',
  'DISTRICT OF COLUMBIA': 'DC',
  FLORIDA: 'FL',
  GEORGIA: 'GA',
  HAWAII: 'HI',
  IDAHO: 'ID',
  ILLINOIS: 'IL',
  INDIANA: 'IN',
  IOWA: 'IA',
  KANSAS: 'KS',
  KENTUCKY: 'KY',
  LOUISIANA: 'LA',
  MAINE: 'ME',
  MARYLAND: 'MD',
  MASSACHUSETTS: 'MA',
  MICHIGAN: 'MI',
  MINNESOTA: 'MN',
  MISSISSIPPI: 'MS',
  MISSOURI: 'MO',
  MONTANA: 'MT',
  NEBRASKA: 'NE',
  NEVADA: 'NV',
  'NEW HAMPSHIRE': 'NH',
  'NEW JERSEY': 'NJ',
  'NEW MEXICO': 'NM',
  'NEW YORK': 'NY',
  'NORTH CAROLINA': 'NC',
  'NORTH DAKOTA': 'ND',
  OHIO: 'OH',
  OKLAHOMA: 'OK',
  OREGON: 'OR',
  PENNSYLVANIA: 'PA',
  'RHODE ISLAND': 'RI',
  'SOUTH CAROLINA': 'SC',
  'SOUTH DAKOTA': 'SD',
  TENNESSEE: 'TN',
  TEXAS: 'TX',
  UTAH: 'UT',
  VERMONT: 'VT',
  VIRGINIA: 'VA',
  WASHINGTON: 'WA',
  'WEST VIRGINIA': 'WV',
  WISCONSIN: 'WI',
  WYOMING: 'WY',
};

/** A Canadian postal code's first letter names its province or territory. */
const POSTAL_LETTER: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};
const PROVINCES: Record<string, string> = {
  'NEWFOUNDLAND AND LABRADOR': 'NL',
  'NOVA SCOTIA': 'NS',
  'PRINCE EDWARD ISLAND': 'PE',
  'NEW BRUNSWICK': 'NB',
  QUEBEC: 'QC',
  ONTARIO: 'ON',
  MANITOBA: 'MB',
  SASKATCHEWAN: 'SK',
  ALBERTA: 'AB',
  'BRITISH COLUMBIA': 'BC',
  'NORTHWEST TERRITORIES': 'NT',
  NUNAVUT: 'NU',
  YUKON: 'YT',
};

/** Street suffixes as the postal services abbreviate them. */
const SUFFIXES: Record<string, string> = {
  STREET: 'St',
  AVENUE: 'Ave',
  ROAD: 'Rd',
  DRIVE: 'Dr',
  BOULEVARD: 'Blvd',
  LANE: 'Ln',
  COURT: 'Ct',
  PLACE: 'Pl',
  TERRACE: 'Ter',
  CIRCLE: 'Cir',
  PARKWAY: 'Pkwy',
  HIGHWAY: 'Hwy',
  TRAIL: 'Trl',
  SQUARE: 'Sq',
  ST: 'St',
  AVE: 'Ave',
  RD: 'Rd',
  DR: 'Dr',
  BLVD: 'Blvd',
  LN: 'Ln',
  CT: 'Ct',
  PL: 'Pl',
};

const COUNTRIES: Record<string, 'US' | 'CA'> = {
  US: 'US',
  USA: 'US',
  'UNITED STATES': 'US',
  'UNITED STATES OF AMERICA': 'US',
  CA: 'CA',
  CAN: 'CA',
  CANADA: 'CA',
};

const words = (s: string) => s.trim().replace(/\s+/g, ' ');
/** 'main' → 'Main', keeping words typed with capitals ('McKinley') as they are. */
const titleCase = (s: string) =>
  words(s)
    .split(' ')
    .map((w) => (w === w.toLowerCase() || w === w.toUpperCase() ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase() : w))
    .join(' ');

function standardStreet(line: string): string {
  const parts = titleCase(line).replace(/\.$/, '').split(' ');
  const last = parts[parts.length - 1]?.replace(/\.$/, '').toUpperCase();
  if (parts.length > 1 && last && SUFFIXES[last]) parts[parts.length - 1] = SUFFIXES[last];
  return parts.join(' ');
}

export const stateOfZip = (zip: string): string | null => {
  const prefix = Number(zip.slice(0, 3));
  return ZIP3.find(([, from, to]) => prefix >= from && prefix <= to)?.[0] ?? null;
};

export type AddressCheck = { ok: false; message: string; field: keyof BillingAddress } | { ok: true; standard: BillingAddress };

/** The address written the standard way, or why it cannot be; other countries are kept as typed. */
export function checkAddress(address: BillingAddress): AddressCheck {
  const country = COUNTRIES[words(address.country).toUpperCase()];
  if (!country) return { ok: true, standard: address };
  const base = { ...address, line1: standardStreet(address.line1), city: titleCase(address.city), country };
  const region = words(address.region).toUpperCase();
  if (country === 'US') {
    const zip = words(address.postalCode);
    if (!/^\d{5}(-\d{4})?$/.test(zip)) return { ok: false, message: ZIP_INVALID, field: 'postalCode' };
    const state = stateOfZip(zip) ?? US_STATES[region] ?? region;
    return { ok: true, standard: { ...base, region: state, postalCode: zip } };
  }
  const compact = words(address.postalCode).replace(/\s/g, '').toUpperCase();
  if (!/^[ABCEGHJ-NPRSTVXY]\d[A-Z]\d[A-Z]\d$/.test(compact)) return { ok: false, message: POSTAL_CODE_INVALID, field: 'postalCode' };
  const province = POSTAL_LETTER[compact[0]] ?? PROVINCES[region] ?? region;
  return { ok: true, standard: { ...base, region: province, postalCode: `${compact.slice(0, 3)} ${compact.slice(3)}` } };
}

const ADDRESS_KEYS = ['line1', 'city', 'region', 'postalCode', 'country'] as const;

/** The standard form when it differs from what was typed in any address field; null when they agree. */
export function suggestionFor(typed: BillingAddress, standard: BillingAddress): BillingAddress | null {
  return ADDRESS_KEYS.some((k) => words(typed[k]) !== standard[k]) ? standard : null;
}
