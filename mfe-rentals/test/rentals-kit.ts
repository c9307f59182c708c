import { formatDate, resortToday, toIsoDate } from '@resort/shared/dates';
import type { CatalogProvider, ItemRequest } from '@resort/shared/server';
import { newVisitor, useLines, type Backend } from '@resort/mfe-account/testing';
import type { RentalSearchResult } from '../contract';
import { line } from '../server/plugin';

// What the rentals API tests share: the resort's days, its shops and products, and the line's API
// with a visitor's headers and the search call.

// Summit Peak keeps Denver's calendar; every winter date is relative to the resort's today.
export const TODAY = resortToday('America/Denver');
export const iso = (days: number) => toIsoDate(TODAY.plus({ days }));
export const mmdd = (days: number) => formatDate(TODAY.plus({ days }));

export const SKI_SPORT = 'summit-peak-ski-sport';
export const SKI_DEMO = 'summit-peak-ski-demo';
export const BIKE_SPORT = 'summit-peak-bike-sport';
export const BASE = 'summit-peak-base';
export const MID = 'summit-peak-mid';

export function rentalItem(
  productId: string,
  pickupDay: number,
  returnDay: number,
  options: Record<string, unknown> = {},
  quantity = 1,
): ItemRequest {
  return {
    line: 'rentals',
    productId,
    date: iso(pickupDay),
    quantity,
    options: { returnDate: iso(returnDay), locationId: BASE, bookingType: 1, ...options },
  };
}

export async function rejection(promise: Promise<unknown>): Promise<{ statusCode: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; message: string };
  }
  throw new Error('expected the call to be refused');
}

/**
 * The rentals line's API started before a describe block's tests and closed after them, with a
 * visitor's headers and the calls the tests make. Read its fields inside the tests.
 */
export function useRentalsApi(backend: Backend) {
  const testApp = useLines(backend, [line]);
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    const visitor = await newVisitor(testApp.app);
    headers = { cookie: visitor.cookie, RequestVerificationToken: visitor.token };
  }, 60_000);

  const post = (url: string, payload: Record<string, unknown>) => testApp.app.inject({ method: 'POST', url, headers, payload });
  const search = async (payload: Record<string, unknown>) => {
    const response = await post('/api/rentals/search-products', { resort: 'summit-peak', ...payload });
    return { response, body: response.json() as { success: boolean; data: RentalSearchResult; Message?: string } };
  };
  const product = (result: RentalSearchResult, id: string) => result.products.find((p) => p.id === id)!;

  return {
    get app() {
      return testApp.app;
    },
    get handle() {
      return testApp.handle;
    },
    get provider(): CatalogProvider {
      return testApp.catalog.get('rentals')!;
    },
    get headers() {
      return headers;
    },
    post,
    search,
    product,
  };
}
