/**
 * The rentals line's messages and price rule that its pages show before any call, kept apart from
 * contract.ts so a page's first screen loads no schema library. contract.ts re-exports them.
 */

/** Spec section 5: "Under-18 users cannot buy My Epic Gear memberships; an adult in the household must." */
export const MEG_UNDER_18 = 'Under-18 users cannot buy My Epic Gear memberships; an adult in the household must.';
/** A membership belongs to an account: its buyer's age is known only once signed in. */
export const MEG_SIGN_IN = 'Please sign in to buy a My Epic Gear membership.';

/** A price with a referral code's discount taken off, rounded to the cent: the page shows it, the cart charges it. */
export const referralPrice = (price: number, percentOff: number) => Math.round((price * (100 - percentOff)) / 100);
