import { DateTime } from 'luxon';
import { newVisitor, testBackends, useLines } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';
import { MEG_LOTTERY_DOB, MEG_LOTTERY_RESORT, MEG_UNDER_18, megLotteryAlreadyEntered } from '../contract';
import { membershipSeason } from '../server/services/my-epic-gear';

// Spec section 7 "my epic gear lottery form POST (JSON)": stored and acknowledged by email. Section 6:
// "Under-18 users cannot buy My Epic Gear memberships; an adult in the household must."

const mdy = (years: number) => DateTime.now().minus({ years, days: 10 }).toFormat('MM/dd/yyyy');

describe.each(testBackends())('My Epic Gear lottery on %s', (backend) => {
  const testApp = useLines(backend, [line]);

  const rows = async (sql: string) =>
    ((await testApp.handle.db.execute(sql as never)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const entry = (extra: Record<string, unknown> = {}) => ({
    firstName: 'Jordan',
    lastName: 'Lane',
    email: 'Jordan.Lottery@example.com',
    dateOfBirth: mdy(30),
    resort: 'summit-peak',
    ...extra,
  });

  test('an adult’s entry is stored for the coming season and acknowledged by email; a second one is refused', async () => {
    const visitor = await newVisitor(testApp.app);
    const res = await visitor.post('/api/rentals/my-epic-gear/lottery', entry());
    expect(res.statusCode).toBe(200);
    const season = membershipSeason(DateTime.now().setZone('America/Denver')).label;
    const { reference } = res.json().data;
    expect(res.json().data).toEqual({ reference: expect.stringMatching(/^MEG-[0-9A-F]{8}$/), season, resortName: 'Summit Peak' });
    expect(await rows('SELECT resort_id, season, email FROM rentals.meg_lottery_entries')).toEqual([
      { resort_id: 'summit-peak', season, email: 'jordan.lottery@example.com' },
    ]);
    const mail = await rows(`SELECT recipient FROM account.outbox WHERE subject LIKE '%${reference}%'`);
    expect(mail).toEqual([{ recipient: 'jordan.lottery@example.com' }]);

    const again = await visitor.post('/api/rentals/my-epic-gear/lottery', entry({ email: 'jordan.lottery@EXAMPLE.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(megLotteryAlreadyEntered('Summit Peak', season));
    // Another resort's draw is another entry.
    expect((await visitor.post('/api/rentals/my-epic-gear/lottery', entry({ resort: 'coast-range' }))).statusCode).toBe(200);
  });

  test('under-18s and bad fields are refused in the spec’s words and store nothing', async () => {
    const visitor = await newVisitor(testApp.app);
    const before = await rows('SELECT count(*)::int AS n FROM rentals.meg_lottery_entries');
    const cases: [Record<string, unknown>, string][] = [
      [entry({ email: 'teen@example.com', dateOfBirth: mdy(16) }), MEG_UNDER_18],
      [entry({ email: 'x@example.com', dateOfBirth: '13/45/1990' }), MEG_LOTTERY_DOB],
      [entry({ email: 'x@example.com', dateOfBirth: 'yesterday' }), MEG_LOTTERY_DOB],
      [entry({ email: 'x@example.com', dateOfBirth: DateTime.now().plus({ days: 3 }).toFormat('MM/dd/yyyy') }), MEG_LOTTERY_DOB],
      [entry({ email: 'x@example.com', resort: 'atlantis' }), MEG_LOTTERY_RESORT],
      [entry({ email: 'nope' }), 'Please enter a valid email address.'],
    ];
    for (const [body, message] of cases) {
      const res = await visitor.post('/api/rentals/my-epic-gear/lottery', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(message);
    }
    expect(await rows('SELECT count(*)::int AS n FROM rentals.meg_lottery_entries')).toEqual(before);
  });
});
