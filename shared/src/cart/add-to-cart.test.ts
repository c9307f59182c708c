import { mockApi } from '../testing/mock-api';
import { getEventBus } from '../bus/event-bus';
import { ApiError } from '../query/query-client';
import { addToCartOrThrow, PRODUCT_CANNOT_BE_ADDED } from './add-to-cart';

const item = { line: 'liftaccess', productId: 'epic-day', date: '2026-12-20', quantity: 2, options: { ageCategory: 'adult' } };
const answer = {
  cart: { cartId: 'c1', cartCount: 2, cartUrl: '/cart' },
  added: [],
};

describe('addToCartOrThrow', () => {
  it('posts the item to its line and resolves with the cart, telling the page on the bus', async () => {
    const add = mockApi('POST', '/api/cart/add/liftaccess').mockResolvedValue({ success: true, status: 200, data: answer });
    const counts: number[] = [];
    const sub = getEventBus().cart$.subscribe((cart) => counts.push(cart.cartCount));
    await expect(addToCartOrThrow(item)).resolves.toEqual(answer);
    sub.unsubscribe();
    expect(add).toHaveBeenCalledWith({ productId: 'epic-day', date: '2026-12-20', quantity: 2, options: { ageCategory: 'adult' } });
    expect(counts).toContain(2);
  });

  it("throws an ApiError with the server's message when the cart refuses", async () => {
    mockApi('POST', '/api/cart/add/lodging').mockResolvedValue({ success: false, status: 409, data: 'Sold Out', message: 'Sold Out' });
    const error = await addToCartOrThrow({ ...item, line: 'lodging' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Sold Out' });
  });

  it(`throws "${PRODUCT_CANNOT_BE_ADDED}" as the server words it`, async () => {
    mockApi('POST', '/api/cart/add/rentals').mockResolvedValue({
      success: false,
      status: 400,
      data: null,
      message: PRODUCT_CANNOT_BE_ADDED,
    });
    await expect(addToCartOrThrow({ ...item, line: 'rentals' })).rejects.toMatchObject({ status: 400, message: PRODUCT_CANNOT_BE_ADDED });
  });
});
