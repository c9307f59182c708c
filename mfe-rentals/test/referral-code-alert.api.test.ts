import { newVisitor, signUpVisitor, testBackends, useLines } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';
import { REFERRAL_EXPIRED, REFERRAL_INVALID, referralAlert } from '../contract';

// Spec section 7, account: "set referral code alert": a friend's code, checked by the rentals line
// that honours it, shown to the visitor as a banner for the rest of the session.

describe.each(testBackends())('the referral code alert on %s', (backend) => {
  const testApp = useLines(backend, [line]);

  test("a valid code becomes the session's referral banner, through sign-in, until dismissed", async () => {
    const visitor = await newVisitor(testApp.app);
    const res = await visitor.post('/api/account/alerts/referral-code', { code: ' friends10 ' });
    expect(res.statusCode).toBe(200);
    const banner = {
      id: 'referral-FRIENDS10',
      title: 'Referral code applied',
      message: referralAlert('FRIENDS10', 'Sam', 10),
      link: { href: '/rentals', label: 'Shop rentals' },
    };
    expect(res.json().data.referral).toEqual(banner);
    expect((await visitor.get('/api/account/alerts')).json().data.referral).toEqual(banner);
    await signUpVisitor(visitor);
    expect((await visitor.get('/api/account/alerts')).json().data.referral).toEqual(banner);
    const dismissed = await visitor.post('/api/account/alerts/sitewide/disable', { id: 'referral-FRIENDS10' });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().data.referral).toBeNull();
    expect((await visitor.get('/api/account/alerts')).json().data.referral).toBeNull();
  });

  test("an unknown or expired code is refused in the rentals line's words and sets nothing", async () => {
    const visitor = await newVisitor(testApp.app);
    for (const [code, message] of [
      ['NOSUCHCODE', REFERRAL_INVALID],
      ['lastwinter20', REFERRAL_EXPIRED],
    ]) {
      const res = await visitor.post('/api/account/alerts/referral-code', { code });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(message);
    }
    expect((await visitor.get('/api/account/alerts')).json().data.referral).toBeNull();
    expect((await visitor.post('/api/account/alerts/referral-code', { code: '' })).statusCode).toBe(400);
  });

  test('a code that expires after it was set stops showing', async () => {
    const visitor = await newVisitor(testApp.app);
    await testApp.handle.db.execute(
      "INSERT INTO rentals.referral_codes (code, referrer_name, percent_off) VALUES ('SHORTLIVED', 'Kai', 5)" as never,
    );
    expect((await visitor.post('/api/account/alerts/referral-code', { code: 'shortlived' })).json().data.referral.id).toBe(
      'referral-SHORTLIVED',
    );
    await testApp.handle.db.execute("UPDATE rentals.referral_codes SET expires_on = '2020-01-01' WHERE code = 'SHORTLIVED'" as never);
    expect((await visitor.get('/api/account/alerts')).json().data.referral).toBeNull();
  });
});
