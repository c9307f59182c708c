import { createHash, createPrivateKey, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { detachedSignature } from './cms-signature';
import { iconPng } from './icon';
import { zipFiles } from './zip';

/** What a wallet shows of a pass or a ticket. */
export interface WalletItem {
  /** The pass number, or the ticket's hold and unit: what the lift gates scan. */
  serial: string;
  kind: 'pass' | 'ticket';
  title: string;
  holderName: string;
  /** 'Season 2026-27', or the ticket's days. */
  validity: string;
  resorts: string[];
  /** ISO yyyy-MM-dd: the wallet greys the item out after it. */
  lastDay: string;
}

/** Apple Wallet, configured by the operator: the Pass Type ID certificate and key (PEM files). */
export interface AppleWalletConfig {
  passTypeIdentifier: string;
  teamIdentifier: string;
  certificate: X509Certificate;
  key: KeyObject;
  /** Apple's WWDR intermediate certificate, carried in the signature for the device to chain to. */
  chain: X509Certificate[];
}

/** Google Wallet, configured by the operator: the issuer and a service account's signing key. */
export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccountEmail: string;
  key: KeyObject;
}

type Env = Record<string, string | undefined>;

/** Read at each request (like the mailer's SMTP_URL), so a key put in place needs no restart; null until configured. */
export function appleWalletConfig(env: Env = process.env): AppleWalletConfig | null {
  const { APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID, APPLE_WALLET_CERT_FILE, APPLE_WALLET_KEY_FILE } = env;
  if (!APPLE_WALLET_PASS_TYPE_ID || !APPLE_WALLET_TEAM_ID || !APPLE_WALLET_CERT_FILE || !APPLE_WALLET_KEY_FILE) return null;
  return {
    passTypeIdentifier: APPLE_WALLET_PASS_TYPE_ID,
    teamIdentifier: APPLE_WALLET_TEAM_ID,
    certificate: new X509Certificate(readFileSync(APPLE_WALLET_CERT_FILE)),
    key: createPrivateKey({ key: readFileSync(APPLE_WALLET_KEY_FILE), passphrase: env.APPLE_WALLET_KEY_PASSPHRASE }),
    chain: env.APPLE_WALLET_WWDR_FILE ? [new X509Certificate(readFileSync(env.APPLE_WALLET_WWDR_FILE))] : [],
  };
}

export function googleWalletConfig(env: Env = process.env): GoogleWalletConfig | null {
  const { GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, GOOGLE_WALLET_KEY_FILE } = env;
  if (!GOOGLE_WALLET_ISSUER_ID || !GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL || !GOOGLE_WALLET_KEY_FILE) return null;
  return {
    issuerId: GOOGLE_WALLET_ISSUER_ID,
    serviceAccountEmail: GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
    key: createPrivateKey(readFileSync(GOOGLE_WALLET_KEY_FILE)),
  };
}

const NAVY: [number, number, number] = [11, 37, 69];
const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');

/**
 * The item as an Apple Wallet pass (`.pkpass`): a zip of pass.json and its pictures, manifest.json
 * (the SHA-1 of every other file) and `signature`, the detached PKCS#7 signature of the manifest
 * made with the operator's Pass Type ID certificate.
 */
export function pkpass(item: WalletItem, config: AppleWalletConfig, signedAt = new Date()): Buffer {
  const field = (key: string, label: string, value: string) => ({ key, label, value });
  const pass = {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeIdentifier,
    teamIdentifier: config.teamIdentifier,
    serialNumber: item.serial,
    organizationName: 'Summit Resorts',
    description: item.title,
    logoText: 'Summit Resorts',
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(200, 214, 229)',
    backgroundColor: `rgb(${NAVY.join(', ')})`,
    expirationDate: `${item.lastDay}T23:59:59Z`,
    barcodes: [{ format: 'PKBarcodeFormatQR', message: item.serial, messageEncoding: 'iso-8859-1', altText: item.serial }],
    [item.kind === 'pass' ? 'storeCard' : 'eventTicket']: {
      primaryFields: [field('title', item.kind === 'pass' ? 'PASS' : 'LIFT TICKET', item.title)],
      secondaryFields: [field('holder', 'HOLDER', item.holderName), field('validity', 'VALID', item.validity)],
      auxiliaryFields: [field('resorts', 'RESORTS', item.resorts.join(', '))],
      backFields: [field('terms', 'TERMS', 'For the named holder only; not transferable. Show with photo ID if asked.')],
    },
  };
  const files = [
    { name: 'pass.json', data: Buffer.from(JSON.stringify(pass, null, 2)) },
    { name: 'icon.png', data: iconPng(29, NAVY) },
    { name: 'icon@2x.png', data: iconPng(58, NAVY) },
    { name: 'logo.png', data: iconPng(50, NAVY) },
  ];
  const manifest = Buffer.from(JSON.stringify(Object.fromEntries(files.map((f) => [f.name, sha1(f.data)])), null, 2));
  const signature = detachedSignature({
    content: manifest,
    key: config.key,
    certificate: config.certificate,
    chain: config.chain,
    signedAt,
  });
  return zipFiles([...files, { name: 'manifest.json', data: manifest }, { name: 'signature', data: signature }]);
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * The item as a Google Wallet "Save to Google Wallet" link: a JWT (RS256) of a generic pass
 * object, signed with the operator's service account key, that Google reads when the link opens.
 */
export function googleSaveLink(item: WalletItem, config: GoogleWalletConfig, issuedAt = new Date()): string {
  const text = (value: string) => ({ defaultValue: { language: 'en-US', value } });
  const claims = {
    iss: config.serviceAccountEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor(issuedAt.getTime() / 1000),
    payload: {
      genericObjects: [
        {
          id: `${config.issuerId}.${item.serial.replace(/[^A-Za-z0-9._-]/g, '_')}`,
          classId: `${config.issuerId}.summit-resorts-${item.kind}`,
          cardTitle: text('Summit Resorts'),
          header: text(item.title),
          subheader: text(item.holderName),
          textModulesData: [
            { id: 'validity', header: 'Valid', body: item.validity },
            { id: 'resorts', header: 'Resorts', body: item.resorts.join(', ') },
          ],
          barcode: { type: 'QR_CODE', value: item.serial, alternateText: item.serial },
          hexBackgroundColor: '#0b2545',
          validTimeInterval: { end: { date: `${item.lastDay}T23:59:59Z` } },
        },
      ],
    },
  };
  const unsigned = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  const signature = sign('sha256', Buffer.from(unsigned), config.key);
  return `https://pay.google.com/gp/v/save/${unsigned}.${base64url(signature)}`;
}
