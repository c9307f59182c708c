import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { seedOf, useContracts, type Db, type LinePluginOptions, type LineServer, type ScheduledJob } from '@resort/shared/server';
import { matchRoute } from '@resort/shared/routes';
import { cartQueryKey, reviewQueryKey } from '../src/features/cart/api/cart-queries';
import { ROUTES } from '../src/routes';
import { registerCartRoutes } from './routes/cart';
import { registerCheckoutRoutes } from './routes/checkout';
import { cartRef } from './routes/http';
import { registerConfigureRoutes } from './routes/configure';
import { seed } from './seed';
import { genericLedger, genericProvider } from './generic-catalog';
import { registerGenericRoutes } from './routes/generic';
import { createCartService, type CartService } from './services/cart';
import { createCheckoutService, type CheckoutService } from './services/checkout';
import { chooseGateway } from './services/choose-gateway';
import { creditWallet, provideCardTokenizer, provideItemRefunds } from '@resort/shared/server/account-lookups';
import { createItemRefunds } from './services/item-refunds';
import { createOrdersService } from './services/orders';
import type { PaymentGateway } from './services/payment-gateway';

export interface CartLineConfig {
  /** The payment gateway. Without one, the built-in test gateway, in demo mode only. */
  gateway?: PaymentGateway;
  /** Where DEMO_MODE and NODE_ENV are read (process.env, read when the plugin is registered). */
  env?: NodeJS.ProcessEnv;
  /** Seconds before a pending charge attempt may be settled (see CHARGE_LEASE_SECONDS). */
  chargeLeaseSeconds?: number;
}

export interface CartLine extends LineServer {
  jobs: ScheduledJob[];
  onStart(db: Db): Promise<void>;
}

/**
 * The cart and checkout line. Its scheduled jobs and start-up settlement need the catalog and the
 * gateway, which exist once the plugin is registered; the server starts both after app.ready().
 */
export function createCartLine(config: CartLineConfig = {}): CartLine {
  let services: { cart: CartService; checkout: CheckoutService } | null = null;

  // Both jobs run outside any transaction (runJobOnce given the database handle): the lines'
  // providers and the gateway they call use connections of their own.
  const jobs: ScheduledJob[] = [
    {
      // Carts untouched for a day: marked abandoned, their holds released.
      name: 'cart-abandoned-carts',
      everySeconds: 15 * 60,
      async run() {
        await services?.cart.sweepAbandonedCarts();
      },
    },
    {
      // Charge attempts a crashed process left pending, once their lease is over.
      name: 'checkout-settle-payments',
      everySeconds: 60,
      async run() {
        await services?.checkout.settlePendingPayments();
      },
    },
    // Lapsed holds of the generic catalog (gift cards, parking) give their places back.
    genericLedger.sweepJob('cart-generic-holds'),
  ];

  const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, { db, catalog, sessions, services: lineServices }) => {
    const gateway = chooseGateway(db, config.gateway, config.env ?? process.env);
    // The account's "credit card on file" keeps only what this gateway makes of a card.
    provideCardTokenizer(lineServices, {
      tokenize: async (card) => {
        const t = await gateway.tokenize(card);
        return { token: t.token, brand: t.brand, last4: t.last4 };
      },
    });
    // A booking cancelled alone from the account's reservations is refunded through this gateway.
    provideItemRefunds(lineServices, createItemRefunds({ db, gateway, log: app.log }));
    // Gift cards and parking passes: the operator's products no line owns, sold like a line's.
    catalog.register(genericProvider(db));
    const log = app.log;
    const cart = createCartService({ db, catalog, log });
    // Resolved at each checkout: the account line registers the wallet while plugins load.
    const credits = () => creditWallet(lineServices);
    const checkout = createCheckoutService({ db, catalog, log, gateway, credits, chargeLeaseSeconds: config.chargeLeaseSeconds });
    services = { cart, checkout };
    const api = useContracts(app);
    registerCartRoutes(api, { cart, sessions, catalog });
    registerConfigureRoutes(api, { cart, catalog });
    registerGenericRoutes(api, { db });
    registerCheckoutRoutes(api, {
      cart,
      checkout,
      orders: createOrdersService({ db, catalog, gateway, credits, log }),
      sessions,
      // Resolved at each send: the account line may register its mailer after this plugin.
      mailer: () => lineServices.mailer,
      log,
    });
  };

  return {
    packageName: 'mfe-cart-checkout',
    migrations: [{ schema: 'cart', folder: path.join(__dirname, 'migrations') }],
    plugin,
    seed,
    jobs,
    pageCart: () => async (request) => {
      if (!services) throw new Error('The cart line tells a page its cart once its plugin is registered.');
      const summary = await services.cart.summary(await services.cart.find(cartRef(request)));
      return { cartId: summary.cartId, cartCount: summary.CartCount, cartUrl: summary.cartUrl };
    },
    // The cart page comes drawn with the visitor's cart, as "Cart GET: cart" answers it (a visitor
    // without one sees the empty cart; none is made for a page view), and checkout with its review,
    // as "Checkout: review order" answers it before the terms are accepted (a visitor without a cart
    // gets no answer: the page asks, and says so, itself).
    pageData:
      () =>
      async ({ pathname, request }) => {
        const page = matchRoute(ROUTES, pathname)?.page;
        if (!services || !request) return null;
        if (page === 'cart') return [seedOf(cartQueryKey, await services.cart.view(await services.cart.find(cartRef(request))))];
        if (page !== 'checkout') return null;
        const open = await services.cart.find(cartRef(request));
        if (!open) return [];
        return [seedOf(reviewQueryKey, await services.checkout.reviewOf(open, request.session.user?.email ?? null, false))];
      },
    // Payments a crash left between charge and mark-paid are settled before the store serves.
    async onStart() {
      if (!services) throw new Error('The cart line starts once its plugin is registered: call onStart after app.ready().');
      await services.checkout.settlePendingPayments();
    },
  };
}

export const line = createCartLine();
