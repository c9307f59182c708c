/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_MIN_LENGTH } from '../../contract';
import { CURRENT_SCRYPT, hashPassword, isCommonPassword, needsRehash, verifyPassword } from './passwords';

const CHEAP = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Powder2026!', CHEAP);
    expect(await verifyPassword('Powder2026!', stored)).toBe(true);
    expect(await verifyPassword('Powder2025!', stored)).toBe(false);
  });

  it('hashes at N=2^17, r=8, p=1 by default', async () => {
    expect(CURRENT_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword('Powder2026!');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword('Powder2026!', stored)).toBe(true);
  });

  it('asks for a rehash of a hash made with older parameters, which still verifies', async () => {
    const old = await hashPassword('Powder2026!', { N: 16384, r: 8, p: 1 });
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword('Powder2026!', old)).toBe(true);
  });

  it('does not verify a damaged hash, whatever memory its parameters would ask for', async () => {
    const stored = await hashPassword('Powder2026!', CHEAP);
    const parts = stored.split('$');
    for (const n of ['1073741824', '1000', 'x', '']) {
      const damaged = ['scrypt', n, ...parts.slice(2)].join('$');
      expect(await verifyPassword('Powder2026!', damaged)).toBe(false);
      expect(needsRehash(damaged)).toBe(true);
    }
    expect(await verifyPassword('Powder2026!', 'plain-text')).toBe(false);
  });

  it('runs at most two hashes at a time, so the thread pool keeps room for everything else', async () => {
    const original = crypto.scrypt;
    let inFlight = 0;
    let most = 0;
    const spy = jest.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
      const done = args.pop() as (err: Error | null, key: Buffer) => void;
      inFlight += 1;
      most = Math.max(most, inFlight);
      (original as unknown as (...a: unknown[]) => void)(...args, (err: Error | null, key: Buffer) => {
        inFlight -= 1;
        done(err, key);
      });
    }) as typeof crypto.scrypt);
    try {
      const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`password-number-${i}`, CHEAP)));
      expect(hashes).toHaveLength(6);
      expect(spy).toHaveBeenCalledTimes(6);
      expect(most).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the common-password list', () => {
  const entries = readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));

  it('ships a few thousand entries, each lower case and long enough to pass the length rule', () => {
    expect(entries.length).toBeGreaterThan(3000);
    expect(entries.filter((e) => e !== e.trim().toLowerCase() || e.length < PASSWORD_MIN_LENGTH)).toEqual([]);
  });

  it.each([
    'password1234',
    'Password1234',
    'QWERTYUIOP',
    '1234567890',
    '1q2w3e4r5t',
    'iloveyou123',
    'Michael1985',
    'summer2024!',
    'letmein123',
  ])('finds %p, in any case', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Powder2026!', 'Corduroy-Lines7', 'Switchback-Trail-9'])('lets %p through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
