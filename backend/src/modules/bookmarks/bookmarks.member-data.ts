import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { keyset } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive, MemberDataContributor } from '../../common/member-data/member-data';
import { sql } from '../../database/sql';
import { netscapeLines, type ExportedBookmark } from './netscape';

/** A member's bookmarks, as JSON and as the Netscape bookmark file every browser imports. */
@Injectable()
export class BookmarksMemberData implements MemberDataContributor {
  readonly tables = ['bookmarks'];

  constructor(private readonly em: EntityManager) {}

  async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    const em = this.em.fork();
    await archive.json(
      'bookmarks/bookmarks.json',
      keyset(em, 'select b.id, b."group", b.title, b.url, b.description, b.position, b.created_at from bookmarks b where b.user_id = ? and b.id > ? order by b.id limit ?', [member.id]),
    );
    await archive.text(
      'bookmarks/bookmarks.html',
      netscapeLines((group) =>
        keyset<ExportedBookmark & { id: number }>(
          em,
          'select b.id, b."group", b.title, b.url, b.description, b.created_at from bookmarks b where b.user_id = ? and b."group" = ? and b.id > ? order by b.id limit ?',
          [member.id, group],
        ),
      ),
    );
  }

  async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await context.repeat(async (tx, limit) => (await sql(tx, 'delete from bookmarks where id in (select id from bookmarks where user_id = ? limit ?) returning id', [member.id, limit])).length);
  }
}
