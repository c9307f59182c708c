import { ApiError, CSRF_HEADER, fetchOrThrow, getCsrfToken } from '@resort/shared';
import { useMutation } from '@tanstack/react-query';

export type WalletKind = 'apple' | 'google';

/**
 * Spec "add to mobile wallet": Apple Wallet answers the `.pkpass` file itself (not JSON), so it is
 * fetched as bytes and handed to the browser as a download, which a phone opens in its wallet;
 * Google Wallet answers a save link, which the page offers to open (answered here; null for Apple).
 */
async function addToWallet({ wallet, passNumber }: { wallet: WalletKind; passNumber: string }): Promise<string | null> {
  if (wallet === 'google')
    return (await fetchOrThrow<{ saveUrl: string }>('POST', '/api/liftaccess/wallet', { wallet, passNumber })).saveUrl;
  const token = getCsrfToken();
  const response = await fetch('/api/liftaccess/wallet', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/vnd.apple.pkpass', ...(token ? { [CSRF_HEADER]: token } : {}) },
    body: JSON.stringify({ wallet, passNumber }),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let message = '';
    try {
      message = (JSON.parse(text) as { Message?: string }).Message ?? '';
    } catch {
      // Not the API's JSON (a proxy's page): the generic words.
    }
    throw new ApiError(response.status, message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${passNumber}.pkpass`;
  link.click();
  URL.revokeObjectURL(url);
  return null;
}

export const useAddToWalletMutation = () =>
  useMutation<string | null, ApiError, { wallet: WalletKind; passNumber: string }>({
    mutationKey: ['liftaccess', 'wallet'],
    mutationFn: addToWallet,
  });
