import { DateTime } from 'luxon';
import { expect, type Page } from '@playwright/test';

/** Who pays in a journey: the billing form's fields, by the name in their test id. */
export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  line1?: string;
  city?: string;
  region?: string;
  postalCode?: string;
}

/** From the payment step to an accepted review: billing address, a test card, the terms. */
export async function payAndReview(page: Page, buyer: Buyer, cardNumber = '4242 4242 4242 4242') {
  await expect(page.getByTestId('card-number')).toBeVisible();
  const address = { line1: '100 Main St', city: 'Denver', region: 'CO', postalCode: '80202', country: 'US', ...buyer };
  for (const [key, value] of Object.entries(address)) {
    // A signed-in buyer's form is filled already and may show fewer fields.
    const field = page.getByTestId(`billing-${key}`);
    if (await field.count()) await field.fill(value);
  }
  await page.getByTestId('card-number').fill(cardNumber);
  await page.getByTestId('card-name').fill(`${buyer.firstName} ${buyer.lastName}`);
  await page.getByTestId('card-exp-month').selectOption({ index: 12 });
  await page.getByTestId('card-exp-year').selectOption({ index: 3 });
  await page.getByTestId('card-cvc').fill('123');
  // A trip with a stay asks about travel insurance before review; these journeys decline it.
  const noInsurance = page.getByTestId('travel-insurance-no');
  if (await noInsurance.count()) await noInsurance.check();
  await page.getByTestId('continue-to-review').click();
  await expect(page.getByTestId('complete-purchase')).toBeVisible();
  await page.getByTestId('accept-terms').check();
}

/** Pays, completes the purchase and answers the confirmation's order number. */
export async function payAndComplete(page: Page, buyer: Buyer): Promise<string> {
  await payAndReview(page, buyer);
  await page.getByTestId('complete-purchase').click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  await expect(page.getByTestId('order-number')).toHaveText(/R-[A-Z0-9]+/);
  return (await page.getByTestId('order-number').textContent())?.trim() ?? '';
}

/** One adult lift ticket at Summit Peak from the home page's tab into the cart; answers the add-to-cart dialog. */
export async function addLiftTicket(page: Page, daysAhead: number) {
  await page.goto('/');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Resort').selectOption('summit-peak');
  const day = DateTime.now().setZone('America/Denver').plus({ days: daysAhead });
  await panel.locator('#lift-start-date').fill(day.toFormat('MM/dd/yyyy'));
  await panel.locator('#lift-start-date').press('Tab');
  await panel.getByLabel('Number of days').selectOption('1');
  await panel.getByLabel('Age group').selectOption('adult');
  await panel.getByRole('button', { name: /find tickets/i }).click();
  await expect(page.getByTestId('lift-results')).toBeVisible();
  await page.getByTestId('add-to-cart').click();
  const dialog = page.getByTestId('add-to-cart-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A new account of this run's own buys an adult Peak Local Pass for its own holder, signed in. */
export async function holderBuysPeakLocal(page: Page, payer: Buyer, firstName = 'Morgan') {
  await page.goto('/');
  const session = await (await page.request.get('/api/account/session')).json();
  const email = `holder-${Date.now().toString(36)}@example.com`;
  const created = await page.request.post('/api/account/create', {
    data: {
      firstName,
      lastName: `Holder${Date.now().toString(36)}`,
      dateOfBirth: '05/05/1985',
      email,
      password: 'Powder-Day-2026!',
    },
    headers: { RequestVerificationToken: session.data.csrfToken },
  });
  expect(created.ok()).toBe(true);
  const { lastName } = (await created.json()).data.user;

  await page.goto('/passes/peak-local');
  const buy = page.getByRole('form', { name: 'Buy the Peak Local Pass' });
  await buy.getByLabel(/^Age on/).selectOption('adult');
  await buy.getByRole('button', { name: 'Buy' }).click();
  await page.getByTestId('add-to-cart-dialog').getByTestId('continue-shopping').click();
  await page.getByTestId('header-cart').click();
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/checkout/);
  await page.locator('[data-testid$="-first"]').first().fill(firstName);
  await page.locator('[data-testid$="-last"]').first().fill(lastName);
  await page.locator('[data-testid$="-dob"]').first().fill('05/05/1985');
  await page.getByRole('group', { name: 'Renew this pass automatically next season?' }).getByLabel('No').check();
  await page.getByLabel('I accept the pass terms and conditions').check();
  await page.getByTestId('save-travelers').click();
  await payAndComplete(page, payer);
  return { firstName: firstName as string, lastName: lastName as string };
}
