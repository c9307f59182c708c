// What a test buyer types at checkout, the same in API tests and the pages' unit tests.

/** The billing address a test checkout pays with (the checkout's address step). */
export const testBillingAddress = {
  firstName: 'Avery',
  lastName: 'Lane',
  email: 'avery@example.com',
  line1: '1 Chairlift Way',
  city: 'Breckenridge',
  region: 'CO',
  postalCode: '80424',
  country: 'US',
};

/** A card the test gateway approves (its decline card is 4000 0000 0000 0002). */
export const testCard = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', nameOnCard: 'Avery Lane' };
