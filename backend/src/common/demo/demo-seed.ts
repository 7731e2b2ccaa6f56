import type { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { sql } from '../../database/sql';
import type { JobQueue } from '../../queue/job-queue';
import type { AuthUser } from '../auth/auth-user';

/** The demo accounts the users domain seeds first, by username. */
export type DemoName = 'ana' | 'sam' | 'noor' | 'moderator';

/** What a domain's demo seed gets: the app (its own services), a fresh entity manager, the queue, the demo accounts. */
export interface DemoSeedContext {
  app: INestApplicationContext;
  em: EntityManager;
  /** The demo's notifications go through the same job as live ones. */
  queue: JobQueue;
  /** The demo accounts (as the users domain's seed created them), each as a signed-in member would be. */
  members(): Promise<Partial<Record<DemoName, AuthUser>>>;
  /** One line for the person who started Plaza (what was created). */
  say(line: string): void;
}

/**
 * A domain's part of the demo data (its descriptor's `seed`), run in registry order on the first
 * embedded start and by `npm run seed`. It runs again on every seed, so it adds nothing when its
 * rows are there.
 */
export type DemoSeed = (context: DemoSeedContext) => Promise<void>;

/** The demo accounts (the `@plaza.local` members), by username. */
export async function demoMembers(em: EntityManager): Promise<Partial<Record<DemoName, AuthUser>>> {
  const rows = await sql<{ id: number; username: DemoName; role: AuthUser['role'] }>(em, "select id, username, role from users where email like '%@plaza.local'");
  return Object.fromEntries(rows.map((row) => [row.username, { id: row.id, role: row.role, sessionId: 'demo', emailVerified: true, createdAt: 0 }]));
}

/** `n` days from now at `hour` UTC, as an ISO string. */
export function daysFromNow(n: number, hour = 18): string {
  const d = new Date(Date.now() + n * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

/** The id of a community category (`kind` blog, event or forum) by slug, as the migrations create them. */
export async function categoryId(em: EntityManager, kind: 'blog' | 'event' | 'forum', slug: string): Promise<number> {
  const [row] = await sql<{ id: number }>(em, 'select id from community_categories where kind = ? and slug = ?', [kind, slug]);
  return row!.id;
}

/** The next `weekday` (0 Sunday … 6 Saturday) at least two days away, at `hour` UTC, as an ISO string. */
export function nextWeekday(weekday: number, hour: number): string {
  const d = new Date(Date.now() + 2 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((weekday - d.getUTCDay() + 7) % 7));
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}
