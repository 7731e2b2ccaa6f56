import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../sql';

/** The demo accounts' ids by username (ana, sam, noor, moderator), for the seeders that give them a life. */
export async function demoMemberIds(em: EntityManager): Promise<Map<string, number>> {
  const rows = await sql<{ id: number; username: string }>(em, "select id, username from users where email like '%@plaza.local'");
  return new Map(rows.map((row) => [row.username, row.id]));
}
