import { MikroORM } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { JobQueue } from '../queue/job-queue';
import { SEEDERS } from './seeders';
import { seedCommunityContent } from './seeders/demo-content';

/**
 * Runs the demo seeders (each prints what it created, e.g. demo accounts' credentials). They
 * get the app's queue, so what they announce goes through the live jobs; with the inline driver
 * those jobs have run when this resolves.
 */
export async function runSeeders(app: INestApplicationContext): Promise<void> {
  const orm = app.get(MikroORM);
  const queue = app.get(JobQueue);
  for (const SeederClass of SEEDERS) {
    const em = orm.em.fork();
    await new SeederClass().run(em, { queue });
    await em.flush();
  }
  if (queue.driver === 'inline') {
    await queue.drain();
  }
  // Content written through the application's own services (images, Markdown, the media queue).
  await seedCommunityContent(app);
}
