import type { Db } from '@resort/shared/server';
import { CardRefused } from './payment-gateway';
import { CARD_EXPIRED, CARD_NUMBER_INVALID, CVC_INVALID, cardBrand, createTestGateway, luhnValid } from './test-gateway';

// Tokenizing and declining never reach the gateway's table.
const noDatabase = {} as Db;

const card = (cardNumber: string, expMonth = 12, expYear = 2030, cvc = '123') => ({
  cardNumber,
  expMonth,
  expYear,
  cvc,
  nameOnCard: 'Avery Lane',
});
const now = new Date('2026-11-22T12:00:00Z');

describe('test payment gateway', () => {
  test('Luhn check', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
  });

  test('brands', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
  });

  test('tokenizes a good card and returns only the token, last four and brand', async () => {
    const result = await createTestGateway(noDatabase).tokenize(card('4242 4242 4242 4242'), now);
    expect(result).toEqual({ token: expect.stringMatching(/^tok_test_ok_[0-9a-f]{24}$/), last4: '4242', brand: 'Visa' });
    expect(result.token).not.toContain('4242424242424242');
  });

  test('refuses a number that fails Luhn, an expired card and a bad security code', async () => {
    const gateway = createTestGateway(noDatabase);
    await expect(gateway.tokenize(card('4242424242424241'), now)).rejects.toMatchObject({
      message: CARD_NUMBER_INVALID,
      field: 'cardNumber',
    });
    await expect(gateway.tokenize(card('4242424242424242', 10, 2026), now)).rejects.toMatchObject({ message: CARD_EXPIRED });
    await expect(gateway.tokenize(card('4242424242424242', 11, 2026), now)).resolves.toMatchObject({ last4: '4242' });
    await expect(gateway.tokenize(card('4242424242424242', 12, 2030, '12'), now)).rejects.toMatchObject({ message: CVC_INVALID });
  });

  test('the documented decline cards tokenize, then are refused with certainty when charged', async () => {
    const gateway = createTestGateway(noDatabase);
    const declined = await gateway.tokenize(card('4000000000000002'), now);
    const poor = await gateway.tokenize(card('4000000000009995'), now);
    const charge = (token: string) =>
      gateway.charge({ token, amount: 100, currency: 'USD', orderId: 'o', idempotencyKey: 'k', last4: '0002', brand: 'Visa' });
    await expect(charge(declined.token)).rejects.toThrow(new CardRefused('Your card was declined.'));
    await expect(charge(poor.token)).rejects.toThrow(new CardRefused('Your card has insufficient funds.'));
    await expect(charge(poor.token)).rejects.toBeInstanceOf(CardRefused);
  });
});
