import type { Seeder } from '@mikro-orm/seeder';
import { DemoAccountsSeeder } from './demo-accounts.seeder';
import { DemoCommunitySeeder } from './demo-community.seeder';
import { DemoListingsSeeder } from './demo-listings.seeder';
import { DemoModerationSeeder } from './demo-moderation.seeder';

type SeederClass = new () => Seeder;

/** Demo data seeders, run in order on the first embedded start and by `npm run seed`. */
export const SEEDERS: SeederClass[] = [DemoAccountsSeeder, DemoCommunitySeeder, DemoListingsSeeder, DemoModerationSeeder];
