import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PICTURE } from '../../common/content/content-kinds';
import { ContentMemberData } from '../../common/content/content-member-data';
import { keyset } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive } from '../../common/member-data/member-data';
import { ImageStore } from '../../common/uploads/images';
import { sql } from '../../database/sql';
import { PICTURE_IMAGE } from './pictures.service';

/** A member's pictures (the images themselves), their albums with the pictures in each, and their likes and comments. */
@Injectable()
export class PicturesMemberData extends ContentMemberData {
  override readonly tables = ['pictures', 'picture_albums', 'picture_likes', 'picture_comments'];

  constructor(em: EntityManager, images: ImageStore) {
    super(em, images, { kind: PICTURE, folder: 'pictures', image: { column: 'image', kind: PICTURE_IMAGE }, reactions: true });
  }

  override async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    await super.export(member, archive);
    await archive.json(
      'pictures/albums.json',
      keyset(
        this.em.fork(),
        `select a.id, a.name, a.description, a.cover_picture_id, a.created_at,
           coalesce((select array_agg(ap.picture_id order by ap.added_at) from album_pictures ap where ap.album_id = a.id), '{}') as picture_ids
           from picture_albums a where a.user_id = ? and a.id > ? order by a.id limit ?`,
        [member.id],
      ),
    );
  }

  override async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await context.repeat(async (tx, limit) =>
      (await sql(tx, 'delete from picture_albums where id in (select id from picture_albums where user_id = ? limit ?) returning id', [member.id, limit])).length,
    );
    await super.erase(member, context);
  }
}
