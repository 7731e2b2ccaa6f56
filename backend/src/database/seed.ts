import { MikroORM } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { SEEDERS } from './seeders';

/** Runs the demo seeders (each prints what it created, e.g. demo accounts' credentials). */
export async function runSeeders(app: INestApplicationContext): Promise<void> {
  const orm = app.get(MikroORM);
  for (const seeder of SEEDERS) {
    await orm.seeder.seed(seeder);
  }
}
