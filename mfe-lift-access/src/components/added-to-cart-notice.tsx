import { Alert, ButtonLink, CART_URL, navigate } from '@resort/shared';

/** What the line's pages say once an add reached the cart, with the way there. */
export function AddedToCartNotice() {
  return (
    <Alert $tone="success" role="status">
      Added to your cart.{' '}
      <ButtonLink
        href={CART_URL}
        onClick={(e) => {
          e.preventDefault();
          navigate(CART_URL);
        }}
      >
        View cart
      </ButtonLink>
    </Alert>
  );
}
