import { newVisitor, testBackends } from '@resort/shared/server/testing';
import { useStore } from './harness';

// Spec section 7 "contact message POST; group lead POST; search results POST": the forms are stored
// in the content schema and emailed through services.mailer (the account line's outbox here).

describe.each(testBackends())('forms and site search on %s', (backend) => {
  const store = useStore(backend);

  const { rows } = store;

  test('a contact message is stored and emailed to guest services, with a receipt to the visitor', async () => {
    const visitor = await newVisitor(store.app);
    const res = await visitor.post('/api/content/contact-message', {
      name: 'Pat Skier',
      email: 'pat.contact@example.com',
      topic: 'lodging',
      message: 'Is there a shuttle from the lodge?',
    });
    expect(res.statusCode).toBe(200);
    const { reference } = res.json().data;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    expect(await rows("SELECT topic, message FROM content.contact_messages WHERE email = 'pat.contact@example.com'")).toEqual([
      { topic: 'lodging', message: 'Is there a shuttle from the lodge?' },
    ]);
    const mail = await rows(`SELECT recipient, subject FROM account.outbox WHERE subject LIKE '%${reference}%' ORDER BY recipient`);
    expect(mail.map((m) => m.recipient)).toEqual(['guest-services@summit-resorts.test', 'pat.contact@example.com']);
  });

  test('a group lead is stored and emailed to group sales', async () => {
    const visitor = await newVisitor(store.app);
    const res = await visitor.post('/api/content/group-lead', {
      name: 'Alex Coach',
      email: 'alex.group@example.com',
      phone: '+1 303 555 0100',
      organisation: 'Denver Ski Club',
      resort: 'summit-peak',
      groupSize: 40,
      arrivalDate: '01/15/2027',
      message: 'Two days of lessons for juniors.',
    });
    expect(res.statusCode).toBe(200);
    const { reference } = res.json().data;
    expect(await rows("SELECT resort_id, group_size FROM content.group_leads WHERE email = 'alex.group@example.com'")).toEqual([
      { resort_id: 'summit-peak', group_size: 40 },
    ]);
    const mail = await rows(`SELECT recipient, subject FROM account.outbox WHERE subject LIKE '%${reference}%' ORDER BY recipient`);
    expect(mail.map((m) => m.recipient)).toEqual(['alex.group@example.com', 'group-sales@summit-resorts.test']);
    expect(String(mail[1].subject)).toContain('40 people at Summit Peak');
  });

  test('bad forms are refused with 400 and store nothing', async () => {
    const visitor = await newVisitor(store.app);
    const before = await rows('SELECT count(*)::int AS n FROM content.contact_messages');
    for (const body of [
      { name: 'Pat', email: 'not-an-email', topic: 'general', message: 'Hi' },
      { name: ' ', email: 'a@b.co', topic: 'general', message: 'Hi' },
      { name: 'Pat', email: 'a@b.co', topic: 'spam', message: 'Hi' },
      { name: 'Pat', email: 'a@b.co', topic: 'general', message: '' },
    ]) {
      expect((await visitor.post('/api/content/contact-message', body)).statusCode).toBe(400);
    }
    expect(await rows('SELECT count(*)::int AS n FROM content.contact_messages')).toEqual(before);
    const lead = {
      name: 'A',
      email: 'a@b.co',
      phone: '+1 303 555 0100',
      organisation: 'X',
      resort: 'atlantis',
      groupSize: 40,
      arrivalDate: '01/15/2027',
      message: '',
    };
    expect((await visitor.post('/api/content/group-lead', lead)).statusCode).toBe(400);
    expect((await visitor.post('/api/content/group-lead', { ...lead, resort: 'summit-peak', groupSize: 3 })).statusCode).toBe(400);
  });

  test('site search finds products and content', async () => {
    const visitor = await newVisitor(store.app);
    const search = async (query: string) =>
      (await visitor.post('/api/content/search', { query })).json().data.results as { kind: string; title: string; href: string }[];
    const lessons = await search('ski lessons summit peak');
    expect(lessons[0]).toMatchObject({ kind: 'product', href: '/lessons?resort=summit-peak' });
    const parking = await search('parking');
    expect(parking.some((r) => r.kind === 'faq' && r.title === 'Is there parking?')).toBe(true);
    expect(await search('zzzz')).toEqual([]);
    expect((await visitor.post('/api/content/search', { query: '' })).statusCode).toBe(400);
  });
});
