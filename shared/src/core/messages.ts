// Texts and names the browser and the server both say (spec section 8), kept free of browser state so
// that server code reads them without loading the page's singleton.

/** The header that carries the session's CSRF token on every state-changing call. */
export const CSRF_HEADER = 'RequestVerificationToken';
export const GENERIC_API_ERROR = 'Oops, something went wrong. Please try again.';
export const SIGN_IN_PROMPT = 'Please sign in to continue.';
export const CART_URL = '/cart';
export const PRODUCT_CANNOT_BE_ADDED = 'Product cannot be added to cart';
