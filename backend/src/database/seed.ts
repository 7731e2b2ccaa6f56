import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { demoMembers } from '../common/demo/demo-seed';
import type { DomainDescriptor } from '../common/domain/domain-descriptor';
import { DOMAIN_DESCRIPTORS } from '../common/domain/domains.module';
import { JobQueue } from '../queue/job-queue';

/**
 * Runs every domain's demo seed (its descriptor's `seed`) in registry order, users first, each
 * printing what it created (the demo accounts' credentials among them). They get the app's
 * queue, so what they announce goes through the live jobs; with the inline driver those jobs
 * have run when this resolves.
 */
export async function runSeeders(app: INestApplicationContext): Promise<void> {
  // The job handlers are found when the app initialises: a seed queued before that found none.
  await app.init();
  const queue = app.get(JobQueue);
  for (const domain of app.get<readonly DomainDescriptor[]>(DOMAIN_DESCRIPTORS)) {
    const em = app.get(EntityManager).fork();
    await domain.seed?.({ app, em, queue, members: () => demoMembers(em), say: (line) => process.stdout.write(`${line}\n`) });
  }
  if (queue.driver === 'inline') {
    await queue.drain();
  }
}
