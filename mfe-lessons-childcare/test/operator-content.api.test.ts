import { DateTime } from 'luxon';
import { REQUIRED_FIELD } from '@resort/shared/rules';
import { newVisitor, testBackends, useLines, type Visitor } from '@resort/mfe-account/testing';
import { createCartLine } from '@resort/mfe-cart-checkout/server/plugin';
import { line } from '../server/plugin';
import { ACTIVITY_AGE_INVALID, ACTIVITY_TIME_SLOT_REQUIRED, activityTooYoung } from '../contract';

// Spec section 7 "Lessons: ... location map GET", "mountain events POST" and "configure activities":
// the map's markers and the events programme are stored (seeded, edited by the operator without a
// release), and configuring an activity asks its time slot and each participant, and checks them.

describe.each(testBackends())('stored maps and events, and configure activities on %s', (backend) => {
  let visitor: Visitor;

  const testApp = useLines(backend, [line, createCartLine()]);
  beforeAll(async () => {
    visitor = await newVisitor(testApp.app);
  });

  const sql = (text: string) => testApp.handle.db.execute(text as never);

  test("the lessons location map shows the stored markers: an operator's edit and a new marker appear", async () => {
    await sql("UPDATE lessons.map_markers SET label = 'Ski School HQ' WHERE resort_id = 'green-mountain' AND id = 'lessons-school'");
    await sql(
      "INSERT INTO lessons.map_markers (resort_id, id, kind, label, detail, place, position) VALUES ('green-mountain', 'lessons-nordic', 'lessons', 'Nordic lessons', 'Cross-country lessons meet here.', 'nordic', 2)",
    );
    const map = (await visitor.get('/api/lessons/location-map?resort=green-mountain')).json().data;
    expect(map.markers.map((m: { label: string }) => m.label)).toEqual(['Ski School HQ', "Children's Center", 'Nordic lessons']);
    const nordic = map.buildings.find((b: { name: string }) => b.name === 'Nordic Center');
    expect(map.markers[2].at).toEqual(nordic.at);
    // Other resorts keep theirs.
    const peak = (await visitor.get('/api/lessons/location-map?resort=summit-peak')).json().data;
    expect(peak.markers.map((m: { label: string }) => m.label)).toEqual(['Ski & Ride School', "Children's Center"]);
  });

  test('mountain events come from the stored programme: a new event shows, a withdrawn one does not', async () => {
    // 12/04/2026 is a Friday.
    await sql(
      "INSERT INTO activities.mountain_events (resort_id, key, weekday, name, description, start_time, place, free) VALUES ('coast-range', 'film-night', 5, 'Ski Film Night', 'This season''s ski films on the big screen.', '20:00', 'baseLodge', false)",
    );
    await sql("UPDATE activities.mountain_events SET active = false WHERE resort_id = 'coast-range' AND key = 'torchlight-parade'");
    const res = await visitor.post('/api/activities/mountain-events', { resort: 'coast-range', startDate: '12/04/2026', days: 1 });
    expect(res.json().data.events.map((e: { name: string; free: boolean }) => [e.name, e.free])).toEqual([['Ski Film Night', false]]);
    const other = await visitor.post('/api/activities/mountain-events', { resort: 'green-mountain', startDate: '12/04/2026', days: 1 });
    expect(other.json().data.events.map((e: { name: string }) => e.name)).toEqual(['Torchlight Parade']);
  });

  test('configure activities asks the time slot and each participant, refuses wrong answers and holds the cart until complete', async () => {
    const v = await newVisitor(testApp.app);
    const date = DateTime.now().setZone('America/New_York').plus({ days: 4 }).toISODate();
    const added = await v.post('/api/cart/add/activities', { productId: 'green-mountain-snow-tubing', date, quantity: 2 });
    expect(added.statusCode).toBe(200);
    const cartProductId = added.json().data.added[0].id;
    const configure = (body: Record<string, unknown>) => v.post('/api/cart/configure/activities', { cartProductId, ...body });
    const item = async () => (await v.get('/api/cart')).json().data.items[0];

    const before = (await item()).configure;
    expect(before.fields.map((f: { key: string }) => f.key)).toEqual(['timeSlot', 'participantName', 'participantAge']);
    expect(before.fields[0].options.map((o: { value: string }) => o.value)).toEqual(['11:00', '13:00', '15:00']);
    expect(before.unmet.map((u: { message: string }) => u.message)).toEqual([
      ACTIVITY_TIME_SLOT_REQUIRED,
      REQUIRED_FIELD,
      REQUIRED_FIELD,
      REQUIRED_FIELD,
      REQUIRED_FIELD,
    ]);

    for (const [body, message] of [
      [{ item: { timeSlot: '12:00' } }, ACTIVITY_TIME_SLOT_REQUIRED],
      [{ units: [{ participantName: 'Ana', participantAge: 4 }] }, activityTooYoung('Snow Tubing', 6)],
      [{ units: [{ participantName: 'Ana', participantAge: 'six' }] }, ACTIVITY_AGE_INVALID],
    ] as const) {
      const res = await configure(body);
      expect([res.statusCode, res.json().Message]).toEqual([400, message]);
    }
    expect((await item()).configure.configuration).toEqual(before.configuration);

    // Saved as the visitor goes: what is missing is listed until everything is answered.
    await configure({ item: { timeSlot: '15:00' }, units: [{ participantName: 'Ana Lane', participantAge: 9 }] });
    expect((await item()).configure.unmet).toEqual([
      { message: REQUIRED_FIELD, key: 'participantName', unitIndex: 1 },
      { message: REQUIRED_FIELD, key: 'participantAge', unitIndex: 1 },
    ]);
    await configure({ units: [null, { participantName: 'Ben Lane', participantAge: '7' }] });
    const done = (await item()).configure;
    expect(done.unmet).toEqual([]);
    expect(done.configuration).toEqual({
      item: { timeSlot: '15:00' },
      units: [
        { participantName: 'Ana Lane', participantAge: 9 },
        { participantName: 'Ben Lane', participantAge: 7 },
      ],
    });
  });
});
