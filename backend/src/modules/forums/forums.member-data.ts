import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FORUM } from '../../common/content/content-kinds';
import { ContentMemberData } from '../../common/content/content-member-data';
import { keyset } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive } from '../../common/member-data/member-data';
import { ImageStore } from '../../common/uploads/images';
import { FORUM_IMAGE } from './forums.service';

/**
 * A member's forum threads and replies. On erasure a thread nobody else replied to goes; a thread
 * others took part in, and the member's replies in it, stay for them, signed "Deleted member"
 * (the users row becomes a nameless tombstone), as a chat's messages stay for the other party.
 */
@Injectable()
export class ForumsMemberData extends ContentMemberData {
  override readonly tables = ['forum_threads', 'forum_replies'];

  constructor(em: EntityManager, images: ImageStore) {
    super(em, images, { kind: FORUM, folder: 'forums', image: { column: 'image', kind: FORUM_IMAGE } });
  }

  override async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    await super.export(member, archive);
    await archive.json(
      'forums/replies.json',
      keyset(this.em.fork(), 'select r.id, r.thread_id, r.body, r.created_at from forum_replies r where r.user_id = ? and r.id > ? order by r.id limit ?', [member.id]),
    );
  }

  override async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await this.eraseItems(member, context, 'not exists (select 1 from forum_replies r where r.thread_id = x.id and r.user_id <> x.user_id)');
  }
}
