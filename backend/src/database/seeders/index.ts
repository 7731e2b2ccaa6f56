import type { Seeder } from '@mikro-orm/seeder';

type SeederClass = new () => Seeder;

/** Demo data seeders, run on the first embedded start and by `npm run seed`. */
export const SEEDERS: SeederClass[] = [];
