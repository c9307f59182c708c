import { api, type ApiResult, type BikeLength, type BookingType, type RentalSeason } from '@resort/shared';

/** The rentals page query as the widget wrote it (spec section 2), plus the resort. */
export interface RentalSearchRequest {
  resort: string;
  startdate: string;
  enddate: string;
  after3?: string | boolean;
  delivery?: string | boolean;
  time?: string;
  daytype?: string | number;
}

export interface RentalLocation {
  id: string;
  name: string;
  address: string;
  supportsDelivery: boolean;
}

export interface LocationAvailability {
  locationId: string;
  /** Units free on every day of the rental. */
  units: number;
  soldOut: boolean;
}

export interface RentalProductResult {
  id: string;
  category: 'ski' | 'snowboard' | 'bike';
  tier: 'Sport' | 'Performance' | 'Demo';
  name: string;
  description: string;
  pricePerDay: number;
  /** Price of one unit for the whole period, minor units. */
  price: number;
  currency: string;
  soldOut: boolean;
  availability: LocationAvailability[];
}

export interface RentalSearchResult {
  resort: { id: string; name: string; currency: string };
  season: RentalSeason;
  bookingType: BookingType;
  /** ISO yyyy-MM-dd */
  pickupDate: string;
  returnDate: string;
  deliveryTime: string | null;
  pickupAfter3: boolean;
  bikeRentalLength: BikeLength;
  /** Days charged: a half-day bike rental is one half-day price. */
  rentalDays: number;
  /** Booking nights (a half-day bike rental counts 0.5). */
  nights: number;
  duration: string;
  locations: RentalLocation[];
  products: RentalProductResult[];
}

export function searchProducts(request: RentalSearchRequest): Promise<ApiResult<RentalSearchResult | string>> {
  return api.post<RentalSearchResult>('/api/rentals/search-products', request);
}
