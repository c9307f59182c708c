import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt at N=2^17, r=8, p=1 (128 MiB and about a third of a second per hash): the cost the
 * current guidance asks for. The parameters are stored with every hash, so hashes made with
 * older ones still verify and are rehashed on the next successful sign-in.
 */
export const CURRENT_SCRYPT: Readonly<ScryptParameters> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below that. */
const MAX_MEMORY = 256 * 1024 * 1024;

// A stored hash is trusted data, but a damaged row must not make one sign-in allocate without
// limit: parameters outside these bounds do not verify.
const validParameters = ({ N, r, p }: ScryptParameters) =>
  Number.isInteger(N) &&
  N >= 2 &&
  N <= 2 ** 20 &&
  (N & (N - 1)) === 0 &&
  Number.isInteger(r) &&
  r >= 1 &&
  r <= 16 &&
  Number.isInteger(p) &&
  p >= 1 &&
  p <= 4 &&
  128 * N * r * p <= MAX_MEMORY;

/**
 * Hashes run on libuv's thread pool (4 threads by default), which file reads and DNS lookups
 * share. At most two at a time, so a burst of sign-ins neither takes every thread nor holds more
 * than 256 MiB; the rest wait their turn.
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, keyLength: number, { N, r, p }: ScryptParameters): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: MAX_MEMORY }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), with a fresh random salt. */
export async function hashPassword(password: string, parameters: ScryptParameters = CURRENT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_LENGTH, parameters);
  return ['scrypt', parameters.N, parameters.r, parameters.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseHash(stored: string) {
  const [scheme, n, r, p, saltText, keyText, ...rest] = stored.split('$');
  const parameters = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !saltText || !keyText || rest.length || !validParameters(parameters)) return null;
  return { parameters, salt: Buffer.from(saltText, 'base64url'), key: Buffer.from(keyText, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const actual = await derive(password, parsed.salt, parsed.key.length, parsed.parameters);
  return timingSafeEqual(actual, parsed.key);
}

/** Whether a stored hash was made with other parameters than today's, so it should be redone. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.parameters;
  return N !== CURRENT_SCRYPT.N || r !== CURRENT_SCRYPT.r || p !== CURRENT_SCRYPT.p || parsed.key.length !== KEY_LENGTH;
}

// Checked when the email is unknown, so that an unknown email takes as long as a wrong
// password and the response time does not reveal which accounts exist.
let decoy: Promise<string> | null = null;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}

let common: Set<string> | null = null;

/**
 * Whether the password is on the common-password list shipped with the line
 * (common-passwords.txt beside this file), compared in lower case.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common.has(password.trim().toLowerCase());
}
