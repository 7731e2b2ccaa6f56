import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EVENT } from '../../common/content/content-kinds';
import { ContentMemberData } from '../../common/content/content-member-data';
import { keyset } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive } from '../../common/member-data/member-data';
import { ImageStore } from '../../common/uploads/images';
import { sql } from '../../database/sql';
import { EVENT_IMAGE } from './events.service';

/** A member's events (with their images) and their answers to events (RSVPs). */
@Injectable()
export class EventsMemberData extends ContentMemberData {
  override readonly tables = ['events', 'event_rsvps'];

  constructor(em: EntityManager, images: ImageStore) {
    super(em, images, { kind: EVENT, folder: 'events', image: { column: 'image', kind: EVENT_IMAGE } });
  }

  override async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    await super.export(member, archive);
    await archive.json(
      'events/rsvps.json',
      keyset(this.em.fork(), 'select r.event_id, r.status, r.created_at from event_rsvps r where r.user_id = ? and r.event_id > ? order by r.event_id limit ?', [member.id], { key: 'event_id' }),
    );
  }

  override async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await context.repeat(async (tx, limit) =>
      (
        await sql(tx, 'delete from event_rsvps where user_id = ? and event_id in (select event_id from event_rsvps where user_id = ? limit ?) returning event_id', [
          member.id,
          member.id,
          limit,
        ])
      ).length,
    );
    await super.erase(member, context);
  }
}
