import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { newVisitor, signUpVisitor, testBackends, useLines, type Visitor } from '@resort/mfe-account/testing';
import { createCartLine } from '@resort/mfe-cart-checkout/server/plugin';
import { line } from '../server/plugin';
import { PASS_NOT_FOUND, TICKET_NOT_YOURS, WALLET_ONE_ITEM, WALLET_UNAVAILABLE } from '../contract';
import { productId } from '../server/seed';
import { seasonOnSale } from '../server/services/passes';
import { buyPass, buyTicket } from './purchases';

jest.setTimeout(120_000);

// Spec section 7 "add to mobile wallet POST": a pass or a lift ticket as an Apple Wallet .pkpass (a zip
// of pass.json, manifest.json of SHA-1 hashes and a detached PKCS#7 signature of the manifest, signed
// with the key and certificate the operator configures), or a Google Wallet save link. The keys are
// made here, for this run only, and checked with openssl and unzip, not with the store's own code.

const WALLET_ENV = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERT_FILE',
  'APPLE_WALLET_KEY_FILE',
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL',
  'GOOGLE_WALLET_KEY_FILE',
];

describe.each(testBackends())('add to mobile wallet on %s', (backend) => {
  let dir: string;
  let owner: Visitor;
  let passNumber: string;
  let ticketHold: string;
  const googleKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const testApp = useLines(backend, [line, createCartLine()]);
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'wallet-test-'));
    // A throw-away Pass Type ID key and self-signed certificate, never kept.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=Pass Type ID: pass.test.summit-resorts/O=Summit Resorts Test',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    writeFileSync(path.join(dir, 'google.pem'), googleKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    owner = await newVisitor(testApp.app);
    await signUpVisitor(owner, { firstName: 'Robin' });
    passNumber = await buyPass(testApp, owner, { seasonStart: seasonOnSale(resortToday('America/Denver')).start, firstName: 'Robin' });
    ticketHold = await buyTicket(testApp, owner, {
      productId: productId('summit-peak', 2),
      day: toIsoDate(resortToday('America/Denver').plus({ days: 12 })),
      firstName: 'Kim',
    });
  });
  afterAll(async () => {
    for (const name of WALLET_ENV) delete process.env[name];
    rmSync(dir, { recursive: true, force: true });
  });

  const configure = () =>
    Object.assign(process.env, {
      APPLE_WALLET_PASS_TYPE_ID: 'pass.test.summit-resorts',
      APPLE_WALLET_TEAM_ID: 'TEST123456',
      APPLE_WALLET_CERT_FILE: path.join(dir, 'cert.pem'),
      APPLE_WALLET_KEY_FILE: path.join(dir, 'key.pem'),
      GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
      GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@summit-test.iam.gserviceaccount.com',
      GOOGLE_WALLET_KEY_FILE: path.join(dir, 'google.pem'),
    });
  const wallet = (v: Visitor, body: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/liftaccess/wallet',
      headers: { cookie: v.cookie, RequestVerificationToken: v.token },
      payload: body,
    });

  /** Whether openssl(1) accepts `signature` as the configured certificate's detached signature of `manifest.json`. */
  function signatureVerifies(out: string): boolean {
    const args = [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      path.join(out, 'signature'),
      '-content',
      path.join(out, 'manifest.json'),
    ];
    try {
      execFileSync('openssl', [...args, '-CAfile', path.join(dir, 'cert.pem'), '-purpose', 'any', '-out', path.join(out, 'verified')], {
        stdio: 'ignore',
      });
      return true;
    } catch {
      return false;
    }
  }

  /** Unzips the .pkpass with unzip(1) and checks its manifest and signature with openssl(1). */
  function openPkpass(bytes: Buffer, name: string) {
    const file = path.join(dir, `${name}.pkpass`);
    const out = path.join(dir, name);
    writeFileSync(file, bytes);
    execFileSync('unzip', ['-q', '-o', file, '-d', out]);
    const listing = execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n').sort();
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')) as Record<string, string>;
    for (const [entry, hash] of Object.entries(manifest)) {
      expect([
        entry,
        createHash('sha1')
          .update(readFileSync(path.join(out, entry)))
          .digest('hex'),
      ]).toEqual([entry, hash]);
    }
    expect(Object.keys(manifest).sort()).toEqual(listing.filter((f) => f !== 'manifest.json' && f !== 'signature'));
    // The signature is a detached PKCS#7 of manifest.json by the configured certificate.
    expect(signatureVerifies(out)).toBe(true);
    expect(readFileSync(path.join(out, 'verified'))).toEqual(readFileSync(path.join(out, 'manifest.json')));
    return { listing, pass: JSON.parse(readFileSync(path.join(out, 'pass.json'), 'utf8')), out };
  }

  test('until the operator configures the keys, the wallet answers 503 in words', async () => {
    for (const name of WALLET_ENV) delete process.env[name];
    const res = await wallet(owner, { wallet: 'apple', passNumber });
    expect(res.statusCode).toBe(503);
    expect(res.json().Message).toBe(WALLET_UNAVAILABLE);
  });

  test('a sold pass downloads as a signed .pkpass whose manifest and signature check out', async () => {
    configure();
    const res = await wallet(owner, { wallet: 'apple', passNumber });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${passNumber}.pkpass"`);
    const { listing, pass } = openPkpass(res.rawPayload, 'pass');
    expect(listing).toEqual(['icon.png', 'icon@2x.png', 'logo.png', 'manifest.json', 'pass.json', 'signature']);
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.test.summit-resorts',
      teamIdentifier: 'TEST123456',
      serialNumber: passNumber,
      barcodes: [{ format: 'PKBarcodeFormatQR', message: passNumber }],
    });
    expect(pass.storeCard.secondaryFields[0]).toEqual({ key: 'holder', label: 'HOLDER', value: 'Robin Rivers' });
  });

  test('a paid lift ticket downloads too; a changed manifest no longer verifies', async () => {
    configure();
    const res = await wallet(owner, { wallet: 'apple', ticket: { holdId: ticketHold, unit: 0 } });
    expect(res.statusCode).toBe(200);
    const { pass, out } = openPkpass(res.rawPayload, 'ticket');
    expect(pass.serialNumber).toBe(`T-${ticketHold}-0`);
    expect(pass.eventTicket.primaryFields[0].value).toBe('Summit Peak 2-Day Lift Ticket');
    // The signature covers the manifest: tampering shows.
    writeFileSync(
      path.join(out, 'manifest.json'),
      readFileSync(path.join(out, 'manifest.json'), 'utf8').replace('"pass.json"', '"pass.json" '),
    );
    expect(signatureVerifies(out)).toBe(false);
  });

  test('Google Wallet answers a save link whose JWT is signed with the configured key', async () => {
    configure();
    const res = await wallet(owner, { wallet: 'google', passNumber });
    expect(res.statusCode).toBe(200);
    const { saveUrl } = res.json().data;
    const match = /^https:\/\/pay\.google\.com\/gp\/v\/save\/([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(saveUrl);
    expect(match).not.toBeNull();
    const [, header, claims, signature] = match!;
    expect(verify('sha256', Buffer.from(`${header}.${claims}`), googleKeys.publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString());
    expect(body).toMatchObject({ iss: 'wallet@summit-test.iam.gserviceaccount.com', aud: 'google', typ: 'savetowallet' });
    expect(body.payload.genericObjects[0]).toMatchObject({ id: `3388000000012345678.${passNumber}`, barcode: { value: passNumber } });
  });

  test("another account's pass or ticket reads not found, a guest must sign in, and the body names one item", async () => {
    configure();
    const other = await newVisitor(testApp.app);
    await signUpVisitor(other, { firstName: 'Sam' });
    const pass = await wallet(other, { wallet: 'apple', passNumber });
    expect([pass.statusCode, pass.json().Message]).toEqual([404, PASS_NOT_FOUND]);
    const ticket = await wallet(other, { wallet: 'google', ticket: { holdId: ticketHold, unit: 0 } });
    expect([ticket.statusCode, ticket.json().Message]).toEqual([404, TICKET_NOT_YOURS]);
    expect((await wallet(await newVisitor(testApp.app), { wallet: 'apple', passNumber })).statusCode).toBe(401);
    const both = await wallet(owner, { wallet: 'apple', passNumber, ticket: { holdId: ticketHold, unit: 0 } });
    expect([both.statusCode, both.json().Message]).toEqual([400, WALLET_ONE_ITEM]);
    expect((await wallet(owner, { wallet: 'samsung', passNumber })).statusCode).toBe(400);
  });
});
