import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { categoriesOf, notificationsOf } from './helpers/community';
import { newUser, type TestUser } from './helpers/factories';
import { form } from './helpers/forms';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

describe('events', () => {
  let t: TestApp;
  let category: number;
  const db = (text: string, params: unknown[] = []) => sql(t.app.get(EntityManager).fork(), text, params);
  const create = async (u: TestUser, fields: Record<string, string | number> = {}) => {
    const res = await t.request('POST', '/api/events', {
      token: u.access_token,
      body: form({ title: 'Picnic', category, starts_at: inDays(3), location: 'City park', description: 'Bring *food*.', ...fields }),
    });
    expect(res.status).toBe(201);
    return res.body.data as Record<string, any>;
  };
  const rsvp = (u: TestUser, id: number, status: string) => t.request('POST', `/api/events/${id}/rsvp`, { token: u.access_token, body: { status } });

  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
    category = (await categoriesOf(t, await newUser(t), 'events'))[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates an event with its dates, place, capacity and rendered description', async () => {
    const u = await newUser(t);
    const starts = inDays(5);
    const ends = inDays(5, 3);
    const event = await create(u, { starts_at: starts, ends_at: ends, capacity: '25', title: 'Book club' });
    expect(event).toMatchObject({
      title: 'Book club',
      starts_at: starts,
      ends_at: ends,
      capacity: 25,
      location: 'City park',
      description: 'Bring *food*.',
      excerpt: 'Bring food.',
      going_count: 0,
      interested_count: 0,
      is_full: false,
      is_past: false,
      my_rsvp: null,
      attendees: [],
      user: { id: u.id },
    });
    expect(event.description_html).toContain('<em>food</em>');
    expect((await t.request('GET', `/api/events/${event.id}`, { token: u.access_token })).body).toEqual({ data: event });
  });

  it('answers 422 for missing fields, bad dates, an end before the start and a bad capacity', async () => {
    const u = await newUser(t);
    const res = await t.request('POST', '/api/events', { token: u.access_token, body: form({ starts_at: 'tomorrow', capacity: '0' }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: ['This field is required!'],
      category: ['This field is required!'],
      starts_at: ['This field must be a date and time (ISO 8601)'],
      location: ['This field is required!'],
      description: ['This field is required!'],
      capacity: ['Capacity must be a whole number from 1 to 100000'],
    });
    const backwards = await t.request('POST', '/api/events', {
      token: u.access_token,
      body: form({ title: 'T', category, starts_at: inDays(2), ends_at: inDays(1), location: 'L', description: 'D' }),
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ ends_at: ['The end must be after the start'] });
    const event = await create(u);
    const edit = await t.request('PATCH', `/api/events/${event.id}`, { token: u.access_token, body: form({ ends_at: inDays(1) }) });
    expect(edit.status).toBe(422);
    expect(edit.body.errors).toEqual({ ends_at: ['The end must be after the start'] });
  });

  it('lets only the organiser edit and delete', async () => {
    const [owner, other] = [await newUser(t), await newUser(t)];
    const event = await create(owner);
    expect((await t.request('PATCH', `/api/events/${event.id}`, { token: other.access_token, body: form({ title: 'X' }) })).status).toBe(403);
    expect((await t.request('DELETE', `/api/events/${event.id}`, { token: other.access_token })).status).toBe(403);
    const edit = await t.request('PATCH', `/api/events/${event.id}`, { token: owner.access_token, body: form({ location: 'Library', capacity: 3 }) });
    expect(edit.body.data).toMatchObject({ location: 'Library', capacity: 3, title: 'Picnic' });
    expect((await t.request('DELETE', `/api/events/${event.id}`, { token: owner.access_token })).status).toBe(204);
    const gone = await t.request('GET', `/api/events/${event.id}`, { token: owner.access_token });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Event not found');
  });

  it('takes answers with counts, attendee avatars and a capacity, and notifies the organiser', async () => {
    const [organiser, ana, ben, cy] = [await newUser(t), await newUser(t), await newUser(t), await newUser(t)];
    const event = await create(organiser, { capacity: 2 });
    const going = await rsvp(ana, event.id, 'going');
    expect(going.status).toBe(200);
    expect(going.body.data).toMatchObject({ going_count: 1, interested_count: 0, my_rsvp: 'going', is_full: false, attendees: [{ id: ana.id }] });
    expect((await rsvp(ana, event.id, 'going')).body.data.going_count).toBe(1);
    expect((await rsvp(cy, event.id, 'interested')).body.data).toMatchObject({ going_count: 1, interested_count: 1, my_rsvp: 'interested' });
    const full = await rsvp(ben, event.id, 'going');
    expect(full.body.data).toMatchObject({ going_count: 2, is_full: true });
    expect(full.body.data.attendees.map((a: { id: number }) => a.id)).toEqual([ben.id, ana.id]);
    const refused = await rsvp(cy, event.id, 'going');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This event is full');
    expect((await rsvp(ana, event.id, 'going')).status).toBe(200); // already going: still fine
    expect((await rsvp(ana, event.id, 'not_going')).body.data).toMatchObject({ going_count: 1, is_full: false, my_rsvp: 'not_going' });
    expect((await rsvp(cy, event.id, 'going')).body.data).toMatchObject({ going_count: 2, interested_count: 0 });
    const withdrawn = await t.request('DELETE', `/api/events/${event.id}/rsvp`, { token: cy.access_token });
    expect(withdrawn.body.data).toMatchObject({ going_count: 1, my_rsvp: null });
    const bad = await rsvp(ana, event.id, 'maybe');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ status: ['Status must be going, interested or not_going'] });

    const attendees = await t.request('GET', `/api/events/${event.id}/attendees`, { token: ana.access_token });
    expect(attendees.body).toMatchObject({ total: 1, data: [{ id: ben.id }] });
    const notes = await notificationsOf(t, organiser);
    expect(notes).toEqual(
      expect.arrayContaining([
        ['GoingEvent', { type: 'event', id: event.id }, ana.id],
        ['GoingEvent', { type: 'event', id: event.id }, ben.id],
        ['InterestedEvent', { type: 'event', id: event.id }, cy.id],
      ]),
    );
    // Answering "going" again, or after "not going", tells the organiser once.
    expect(notes.filter(([type, , actor]) => type === 'GoingEvent' && actor === ana.id)).toHaveLength(1);
  });

  it('lets only one of two members take the last place at once', async () => {
    const [organiser, a, b] = [await newUser(t), await newUser(t), await newUser(t)];
    const event = await create(organiser, { capacity: 1 });
    const answers = await Promise.all([rsvp(a, event.id, 'going'), rsvp(b, event.id, 'going')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await db('select going_count from events where id = ?', [event.id]))[0]).toEqual({ going_count: 1 });
  });

  it('lists upcoming events soonest first and past ones apart', async () => {
    const u = await newUser(t);
    const later = await create(u, { title: 'Later', starts_at: inDays(10) });
    const soon = await create(u, { title: 'Soon', starts_at: inDays(1) });
    const past = await create(u, { title: 'Past', starts_at: inDays(-3), ends_at: inDays(-3, 2) });
    const upcoming = await t.request('GET', `/api/events?user_id=${u.id}&when=upcoming&order=asc`, { token: u.access_token });
    expect(upcoming.body.data.map((e: { id: number }) => e.id)).toEqual([soon.id, later.id]);
    const before = await t.request('GET', `/api/events?user_id=${u.id}&when=past`, { token: u.access_token });
    expect(before.body.data).toMatchObject([{ id: past.id, is_past: true }]);
    expect((await t.request('GET', `/api/events?user_id=${u.id}`, { token: u.access_token })).body.total).toBe(3);
    expect((await t.request('GET', '/api/events?when=tomorrow', { token: u.access_token })).status).toBe(422);
  });

  it('downloads the event as an iCalendar file', async () => {
    const u = await newUser(t);
    const event = await create(u, { title: 'Ride, then coffee', starts_at: '2027-03-01T09:00:00Z', ends_at: '2027-03-01T11:30:00Z' });
    const res = await t.request('GET', `/api/events/${event.id}/ics`, { token: u.access_token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="event-${event.id}.ics"`);
    expect(res.body).toContain('BEGIN:VEVENT\r\n');
    expect(res.body).toContain('DTSTART:20270301T090000Z\r\nDTEND:20270301T113000Z\r\n');
    expect(res.body).toContain('SUMMARY:Ride\\, then coffee\r\n');
    expect((await t.request('GET', '/api/events/999999/ics', { token: u.access_token })).status).toBe(404);
  });

  it('serves a title with a bare CR as text in SUMMARY, never as a property of its own, in lines of at most 75 octets', async () => {
    const u = await newUser(t);
    // Written by hand: FormData would turn the bare CR into CRLF, as browsers do.
    const fields = { title: 'Party\rATTACH:https://evil.example/x', category, starts_at: inDays(3), location: `Porto, ${'é'.repeat(60)}`, description: 'Bring food.' };
    const boundary = 'plaza-ics-boundary';
    const body = `${Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const created = await t.request('POST', '/api/events', { token: u.access_token, body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(created.status).toBe(201);
    const event = created.body.data as { id: number; title: string };
    expect(event.title).toBe('Party\rATTACH:https://evil.example/x');
    const res = await t.request('GET', `/api/events/${event.id}/ics`, { token: u.access_token });
    expect(res.status).toBe(200);
    const ics = res.body as string;
    expect(ics).toContain('\r\nSUMMARY:Party\\nATTACH:https://evil.example/x\r\n');
    // No CR or LF but the CRLF that ends each line, and no ATTACH line.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines.filter((line) => line.startsWith('ATTACH'))).toEqual([]);
    expect(lines.filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
    expect(ics.replace(/\r\n /g, '')).toContain(`\r\nLOCATION:Porto\\, ${'é'.repeat(60)}\r\n`);
  });
});
