import { HttpError, ok, requireUser, type ContractApp, type Db } from '@resort/shared/server';
import { WALLET_UNAVAILABLE, WalletAnswer, WalletBody } from '../../contract';
import { walletItemFor } from '../services/wallet/wallet-items';
import { appleWalletConfig, googleSaveLink, googleWalletConfig, pkpass } from '../services/wallet/wallet-pass';

const tags = ['liftaccess'];

/**
 * "Add to mobile wallet" (spec section 7): one of the account's passes or paid lift tickets as an
 * Apple Wallet pass (the `.pkpass` file) or a Google Wallet save link, signed with the keys the
 * operator configures (README: APPLE_WALLET_*, GOOGLE_WALLET_*); 503 until they are.
 */
export function registerWalletRoutes(api: ContractApp, { db }: { db: Db }) {
  api.post(
    '/liftaccess/wallet',
    { schema: { summary: 'Add to mobile wallet', tags, body: WalletBody, response: { 200: WalletAnswer } } },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.body.wallet === 'google') {
        const config = configured(googleWalletConfig());
        return ok({ saveUrl: googleSaveLink(await walletItemFor(db, user.id, request.body), config) });
      }
      const config = configured(appleWalletConfig());
      const item = await walletItemFor(db, user.id, request.body);
      return reply
        .type('application/vnd.apple.pkpass')
        .header('Content-Disposition', `attachment; filename="${item.serial}.pkpass"`)
        .send(pkpass(item, config));
    },
  );
}

function configured<T>(config: T | null): T {
  if (!config) throw new HttpError(503, WALLET_UNAVAILABLE);
  return config;
}
