import { categoryId, daysFromNow, nextWeekday, type DemoSeed } from '../../common/demo/demo-seed';
import { landscape } from '../../common/demo/landscape';
import { sqlOne } from '../../database/sql';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';

/** Two coming events and a past one, with answers written as they stand (not announced). */
export const seedDemoEvents: DemoSeed = async ({ app, em, members, say }) => {
  const { ana, sam, noor } = await members();
  if (!ana || !sam || !noor || (await sqlOne(em, 'select 1 from events where user_id in (?, ?, ?)', [ana.id, sam.id, noor.id]))) {
    return;
  }
  const events = app.get(EventsService);
  const answers = app.get(EventsRepository);
  const club = await events.create(noor, {
    title: 'Book club: The Left Hand of Darkness',
    category: await categoryId(em, 'event', 'meetups'),
    starts_at: nextWeekday(4, 18),
    ends_at: nextWeekday(4, 20),
    location: 'Library café, Braga',
    description: 'We meet in the back room. **Newcomers welcome**, tea is on us.',
    capacity: 12,
    visibility: 'public',
  });
  const sunday = await events.create(
    ana,
    {
      title: 'Sunday ride along the river',
      category: await categoryId(em, 'event', 'sports'),
      starts_at: nextWeekday(0, 9),
      ends_at: nextWeekday(0, 12),
      location: 'The old bridge, Porto',
      description: 'An easy 40 km along the river, coffee halfway. Bring water and a spare tube.',
    },
    await landscape(['#bde0fe', '#e9f5ff'], '#ffe08a', ['#7fb77e', '#4f8a4c']),
  );
  await events.create(sam, {
    title: 'Photo walk: the old town at dusk',
    category: await categoryId(em, 'event', 'workshops'),
    starts_at: daysFromNow(-5, 17),
    ends_at: daysFromNow(-5, 19),
    location: 'Cathedral square',
    description: 'We walked, we waited for the light, we took far too many pictures.',
  });
  await answers.rsvp(club.id, ana.id, 'going');
  await answers.rsvp(club.id, sam.id, 'interested');
  await answers.rsvp(sunday.id, sam.id, 'going');
  await answers.rsvp(sunday.id, noor.id, 'going');
  say('Demo events: two coming events with answers and a past one.');
};
