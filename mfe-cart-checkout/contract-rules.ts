// Plain rules of the cart's contract, without zod: the cart page uses them, and loads zod only when a
// form checks with it (the guest's email, the checkout steps). contract.ts re-exports them.

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
