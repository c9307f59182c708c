// Plain rules of the cart's contract, without zod: the cart and checkout pages use them, and load zod
// only when a form checks with it (the guest's email). contract.ts re-exports them.

/**
 * The item options the cart page offers beside an item: configure-step key → its spec call. The
 * lines that price an option name its key in their catalog provider's `cartCalls.toggles`.
 */
export const ITEM_OPTION_CALLS = {
  damageWaiver: { path: 'rental-damage-waiver', summary: 'Toggle rental damage waiver' },
  passInsurance: { path: 'pass-insurance', summary: 'Pass insurance' },
  autoRenew: { path: 'auto-renew', summary: 'Auto renew' },
} as const;
export type ItemOptionKey = keyof typeof ITEM_OPTION_CALLS;

// Texts the checkout steps show when a choice is missing.
export const TERMS_REQUIRED = 'Please accept the terms and conditions to complete your purchase.';
export const MILITARY_REQUIRED = 'Please verify your military status to continue.';
export const TRAVEL_INSURANCE_REQUIRED = 'Please make a travel insurance selection.';
