import { EMAIL_ADDRESS_PATTERN, emailAddress } from './index';

describe('EMAIL_ADDRESS_PATTERN', () => {
  it('takes one @ with something either side and a dot in the domain', () => {
    expect(EMAIL_ADDRESS_PATTERN.test('skier@example.com')).toBe(true);
    for (const bad of ['skier@example', 'skier example@x.com', '@example.com', 'skier@@example.com']) {
      expect(EMAIL_ADDRESS_PATTERN.test(bad)).toBe(false);
    }
  });

  it("is the rule of the shared email field, with the forms' message", () => {
    expect(emailAddress.safeParse(' skier@example.com ').success).toBe(true);
    expect(emailAddress.safeParse('skier@example').error?.issues[0].message).toBe('Please enter a valid email address.');
  });
});
