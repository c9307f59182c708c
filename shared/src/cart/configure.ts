/**
 * The cart's configure step (spec sections 2 and 5, "Checkout requirements"), shared by every line.
 * The line that sells a product declares what the visitor must give for it (release of liability,
 * the assigned person, renter heights, participants, guardian, lodging requirements) as fields;
 * the cart draws those fields, stores the answers per cart item, and refuses completion while any
 * requirement is unmet. One form renderer, one store, one completion check; each line keeps its
 * own rules in its catalog provider.
 */

export const CONFIGURE_FIELD_KINDS = [
  /** A checkbox the visitor must tick, with terms that open in a modal (release of liability, acknowledgements). */
  'acknowledge',
  /** Yes or no, neither chosen at first (auto renew, travel insurance). */
  'yes-no',
  /** One of `options` (mobile pass, ability level, age group). */
  'select',
  'text',
  'tel',
  /** MM/DD/YYYY as the visitor types it; stored ISO. */
  'date',
  /** HH:mm. */
  'time',
  /** Height in feet and inches or centimetres; stored as whole centimetres. */
  'height',
  'number',
] as const;
export type ConfigureFieldKind = (typeof CONFIGURE_FIELD_KINDS)[number];

export interface ConfigureField {
  /** The key of the answer in the item's configuration. */
  key: string;
  kind: ConfigureFieldKind;
  /** Visible label a visitor understands ('Height', 'I agree to the Release of Liability'). */
  label: string;
  /** One answer per unit of the item (each renter's height) rather than one for the item. */
  perUnit: boolean;
  required: boolean;
  options?: { value: string; label: string }[];
  /** Text opened in a modal beside the field (the release of liability, insurance terms). */
  terms?: { title: string; body: string };
  help?: string;
  /** For 'number': bounds. */
  min?: number;
  max?: number;
}

/**
 * An item's answers: item-level keys, and `units[i]` for per-unit keys. The traveler the cart
 * assigns to a unit ('Select a Traveler', household members offered) is kept as
 * `units[i].traveler` ({ firstName, lastName, dateOfBirth, personId? }) and goes through the same
 * `configure` hook, so the selling line can refuse it (error 2004: the person already has a ticket
 * for that day or a pass for that season).
 */
export interface ItemConfiguration {
  item: Record<string, unknown>;
  units: Record<string, unknown>[];
}

export const EMPTY_CONFIGURATION: ItemConfiguration = { item: {}, units: [] };

/** What keeps an item from being configured: the spec's message, and the field and unit it is about. */
export interface UnmetRequirement {
  message: string;
  key?: string;
  unitIndex?: number;
}
