import type { FastifyInstance } from 'fastify';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { newVisitor, signUpVisitor, testBackends, useLines, type Visitor } from '@resort/mfe-account/testing';
import { createCartLine } from '@resort/mfe-cart-checkout/server/plugin';
import { line } from '../server/plugin';
import { seasonOnSale } from '../server/services/passes';
import { buyPass as buyPassFor } from './purchases';
import {
  PASS_INSURANCE_TERMS,
  PASS_NOT_FOUND,
  PASS_REFUND_ALREADY,
  PASS_REFUND_NOT_ALLOWED,
  PASS_REFUND_REASON_REQUIRED,
} from '../contract';

jest.setTimeout(120_000);

// Spec section 7 "pass terms refund POST" and "epic coverage content" (the stored wording of pass
// insurance, which the operator edits without a release).

const denverToday = () => resortToday('America/Denver');

describe.each(testBackends())('pass terms refund and coverage content on %s', (backend) => {
  let app: FastifyInstance;
  let seasonStart: string;

  const testApp = useLines(backend, [line, createCartLine()]);
  beforeAll(() => {
    app = testApp.app;
    seasonStart = seasonOnSale(denverToday()).start;
  });

  const sql = (text: string) => testApp.handle.db.execute(text as never);

  const buyPass = (v: Visitor, firstName: string, passInsurance: boolean) =>
    buyPassFor(testApp, v, { seasonStart, firstName, passInsurance });

  const setSeasonStart = (iso: string) => sql(`UPDATE liftaccess.passes SET season_start = '${iso}' WHERE id = 'peak-local'`);
  const refund = (v: Visitor, passNumber: string, reason: string) =>
    v.post(`/api/liftaccess/my-passes/${passNumber}/terms-refund`, { reason });

  test('before its season a pass is refunded for any reason, once, and the holder is mailed', async () => {
    const v = await newVisitor(app);
    await signUpVisitor(v, { firstName: 'Robin' });
    const passNumber = await buyPass(v, 'Robin', false);
    await setSeasonStart(toIsoDate(denverToday().plus({ days: 20 })));
    const res = await refund(v, passNumber, 'changed-plans');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      passNumber,
      reference: expect.stringMatching(/^RF-[0-9A-F]{8}$/),
      basis: 'before-season',
      status: 'requested',
    });
    const mail = (await sql(`SELECT subject FROM account.outbox WHERE subject LIKE '%${res.json().data.reference}%'`)) as unknown as {
      rows: unknown[];
    };
    expect(mail.rows).toHaveLength(1);
    const again = await refund(v, passNumber, 'illness');
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(PASS_REFUND_ALREADY);
  });

  test('once the season has started only pass insurance refunds, and only for the reasons it covers', async () => {
    const v = await newVisitor(app);
    await signUpVisitor(v, { firstName: 'Kim' });
    const plain = await buyPass(v, 'Kim', false);
    const insured = await buyPass(v, 'Lee', true);
    await setSeasonStart(toIsoDate(denverToday().minus({ days: 3 })));
    for (const [passNumber, reason] of [
      [plain, 'injury'],
      [insured, 'changed-plans'],
    ]) {
      const res = await refund(v, passNumber, reason);
      expect(res.statusCode).toBe(409);
      expect(res.json().Message).toBe(PASS_REFUND_NOT_ALLOWED);
    }
    const covered = await refund(v, insured, 'injury');
    expect(covered.statusCode).toBe(200);
    expect(covered.json().data.basis).toBe('pass-insurance');
    const rows = (await sql(
      `SELECT pass_number, reason, basis FROM liftaccess.pass_refund_requests WHERE pass_number IN ('${plain}', '${insured}')`,
    )) as unknown as {
      rows: unknown[];
    };
    expect(rows.rows).toEqual([{ pass_number: insured, reason: 'injury', basis: 'pass-insurance' }]);
  });

  test("another account's pass reads not found; a missing reason is refused in words; a guest must sign in", async () => {
    const owner = await newVisitor(app);
    await signUpVisitor(owner, { firstName: 'Sam' });
    const passNumber = await buyPass(owner, 'Sam', false);
    const other = await newVisitor(app);
    await signUpVisitor(other, { firstName: 'Alex' });
    const res = await refund(other, passNumber, 'injury');
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe(PASS_NOT_FOUND);
    const bad = await owner.post(`/api/liftaccess/my-passes/${passNumber}/terms-refund`, { reason: 'bored' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toContain(PASS_REFUND_REASON_REQUIRED);
    expect((await refund(await newVisitor(app), passNumber, 'injury')).statusCode).toBe(401);
  });

  test('epic coverage content is the stored wording: an operator edit shows at once', async () => {
    const v = await newVisitor(app);
    expect((await v.get('/api/liftaccess/coverage')).json().data).toEqual({
      title: 'Pass insurance',
      body: PASS_INSURANCE_TERMS,
      pricePerPass: 3900,
    });
    await sql(
      "UPDATE liftaccess.content_texts SET title = 'Epic Coverage', body = 'Refunds for injury, illness and closures.' WHERE key = 'epic-coverage'",
    );
    expect((await v.get('/api/liftaccess/coverage')).json().data).toEqual({
      title: 'Epic Coverage',
      body: 'Refunds for injury, illness and closures.',
      pricePerPass: 3900,
    });
  });
});
