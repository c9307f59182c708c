/** The cart page's heading, shown by the page and by the frame the server draws first. */
export const CART_HEADING = 'Your cart';
