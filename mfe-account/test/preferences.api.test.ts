import type { ReservationView } from '@resort/shared/server';
import { newVisitor, testBackends } from '../server/testing';
import { FIRST_TIMER_ELIGIBLE, FIRST_TIMER_NOT_ELIGIBLE } from '../contract';
import { useAccountApp } from './account-app';

jest.setTimeout(120_000);

describe.each(testBackends())('email preferences, snow alerts, visitation and first-timer eligibility on %s', (backend) => {
  const booked = new Set<string>();

  const testApp = useAccountApp(backend);
  beforeAll(() => {
    const reservation = (userId: string): ReservationView => ({
      id: `r-${userId}`,
      line: 'lessons',
      kind: 'Group lesson',
      title: 'First-timer lesson',
      resortName: 'Summit Peak',
      date: '2027-01-10',
      endDate: null,
      guestName: 'Jamie Carver',
      status: 'booked',
      cancellable: true,
    });
    testApp.services.provideReservations({
      line: 'lessons',
      list: async (userId) => (booked.has(userId) ? [reservation(userId)] : []),
      cancel: async () => false,
    });
  });

  let n = 0;
  const signUp = async () => {
    n += 1;
    const visitor = await newVisitor(testApp.app);
    const res = await visitor.post('/api/account/create', {
      email: `prefs-${Date.now()}-${n}@example.com`,
      password: 'Corduroy-Lines7',
      firstName: 'Jamie',
      lastName: 'Carver',
      dateOfBirth: '07/04/1985',
    });
    return { visitor, userId: res.json().data.user.id as string };
  };

  it('starts opted out with nothing set, and saves email preferences, opt in/out, snow alert and visitation', async () => {
    const { visitor } = await signUp();
    expect((await visitor.get('/api/account/preferences')).json().data).toEqual({
      emailOptIn: false,
      emailTopics: [],
      snowAlert: { smsNumber: null, resorts: [], minInches: null },
      visitation: { visitsPerSeason: null, skiesWith: null, ability: null },
    });
    const prefs = await visitor.post('/api/account/preferences/email', { emailOptIn: true, topics: ['deals', 'snow-reports', 'deals'] });
    expect(prefs.json().data).toMatchObject({ emailOptIn: true, emailTopics: ['deals', 'snow-reports'] });
    expect((await visitor.post('/api/account/preferences/email', { emailOptIn: true, topics: ['spam'] })).statusCode).toBe(400);
    expect((await visitor.post('/api/account/preferences/email-opt', { optIn: false })).json().data).toMatchObject({
      emailOptIn: false,
      emailTopics: ['deals', 'snow-reports'],
    });
    const alert = await visitor.post('/api/account/preferences/snow-alert', {
      smsNumber: '970-555-0100',
      resorts: ['summit-peak'],
      minInches: 6,
    });
    expect(alert.json().data.snowAlert).toEqual({ smsNumber: '970-555-0100', resorts: ['summit-peak'], minInches: 6 });
    expect(
      (await visitor.post('/api/account/preferences/snow-alert', { smsNumber: 'nope', resorts: ['summit-peak'], minInches: 6 })).statusCode,
    ).toBe(400);
    const visitation = await visitor.post('/api/account/preferences/visitation', {
      visitsPerSeason: '1-5',
      skiesWith: 'family',
      ability: 'beginner',
    });
    expect(visitation.json().data.visitation).toEqual({ visitsPerSeason: '1-5', skiesWith: 'family', ability: 'beginner' });
  });

  it('offers the first-timer promotion only with no booking in any line and no earlier visits', async () => {
    const fresh = await signUp();
    expect((await fresh.visitor.get('/api/account/first-timer')).json().data).toEqual({ eligible: true, reason: FIRST_TIMER_ELIGIBLE });
    await fresh.visitor.post('/api/account/preferences/visitation', { visitsPerSeason: '6-15', skiesWith: 'friends', ability: 'advanced' });
    expect((await fresh.visitor.get('/api/account/first-timer')).json().data).toEqual({
      eligible: false,
      reason: FIRST_TIMER_NOT_ELIGIBLE,
    });
    const bookedOne = await signUp();
    booked.add(bookedOne.userId);
    expect((await bookedOne.visitor.get('/api/account/first-timer')).json().data.eligible).toBe(false);
  });

  it('asks a guest to sign in', async () => {
    const guest = await newVisitor(testApp.app);
    expect((await guest.get('/api/account/preferences')).statusCode).toBe(401);
    expect((await guest.post('/api/account/preferences/email-opt', { optIn: true })).statusCode).toBe(401);
    expect((await guest.get('/api/account/first-timer')).statusCode).toBe(401);
  });
});
