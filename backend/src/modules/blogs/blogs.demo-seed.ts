import { BLOG } from '../../common/content/content-kinds';
import { ReactionsRepository } from '../../common/content/reactions/reactions.repository';
import { categoryId, type DemoSeed } from '../../common/demo/demo-seed';
import { landscape } from '../../common/demo/landscape';
import { sqlOne } from '../../database/sql';
import { BlogsService } from './blogs.service';

/**
 * Blog posts of the demo members, written through the blogs service (images stored, Markdown
 * rendered as for anyone), with likes and comments written as they stand, without announcing them.
 */
export const seedDemoBlogs: DemoSeed = async ({ app, em, members, say }) => {
  const { ana, sam, noor } = await members();
  if (!ana || !sam || !noor || (await sqlOne(em, 'select 1 from blogs where user_id in (?, ?, ?)', [ana.id, sam.id, noor.id]))) {
    return;
  }
  const blogs = app.get(BlogsService);
  const reactions = app.get(ReactionsRepository);
  const ride = await blogs.create(
    ana,
    {
      title: 'Ten things I learned riding a second-hand road bike',
      category: await categoryId(em, 'blog', 'sports'),
      visibility: 'public',
      body: '## Buy the frame, not the parts\n\nA good **steel frame** outlives three sets of components. Check the dropouts and the head tube before anything else.\n\n## Fit first\n\n- saddle height: heel on the pedal, leg straight\n- reach: elbows soft\n- pressure: 6 bar is plenty in town\n\nNext month: wheels. Questions welcome in the [forums](/forums).',
    },
    await landscape(['#9fd3f5', '#fef6e4'], '#ffcf5c', ['#6aa56b', '#3f7a48']),
  );
  const bridge = await blogs.create(
    sam,
    {
      title: 'Four minutes of golden hour',
      category: await categoryId(em, 'blog', 'arts-and-culture'),
      visibility: 'public',
      body: 'The light over the old bridge lasts about **four minutes** in November. I now arrive twenty minutes early, set up, and *wait*.\n\n> The camera does not matter; the waiting does.\n\nThe full set is in my album *City walks*.',
    },
    await landscape(['#f7a072', '#fde2c4'], '#fff1b8', ['#8c5e58', '#5a3e3b']),
  );
  await blogs.create(noor, {
    title: 'Why our book club reads science fiction',
    category: await categoryId(em, 'blog', 'opinion'),
    body: 'Science fiction is the genre of *what if*. This month we read **The Left Hand of Darkness**, and the discussion ran an hour over.\n\nNewcomers: you do not need to finish the book to come.',
  });
  await reactions.like(BLOG, sam.id, ride.id);
  await reactions.like(BLOG, noor.id, ride.id);
  await reactions.addComment(BLOG, sam.id, ride.id, 'Great list. The 6 bar tip saved my tyres.');
  await reactions.like(BLOG, ana.id, bridge.id);
  await reactions.addComment(BLOG, noor.id, bridge.id, 'Worth the wait, clearly!');
  say('Demo blogs: three posts with likes and comments.');
};
