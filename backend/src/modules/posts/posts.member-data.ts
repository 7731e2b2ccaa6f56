import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { intArray, keyset } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive, MemberDataContributor } from '../../common/member-data/member-data';
import { safeSegment } from '../../common/member-data/zip-archive';
import { ImageStore, POST_IMAGE } from '../../common/uploads/images';
import { sql } from '../../database/sql';

/** A member's posts (with their images), the comments they wrote and the posts they liked. */
@Injectable()
export class PostsMemberData implements MemberDataContributor {
  readonly tables = ['posts', 'post_likes', 'post_comments'];

  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStore,
  ) {}

  async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    const em = this.em.fork();
    const posts = () =>
      keyset<{ id: number; image: string | null }>(
        em,
        'select p.id, p.body, p.image, p.likes_count, p.comments_count, p.created_at from posts p where p.user_id = ? and p.id > ? order by p.id limit ?',
        [member.id],
      );
    await archive.json('posts/posts.json', posts());
    await archive.json('posts/comments.json', keyset(em, 'select c.id, c.post_id, c.body, c.created_at from post_comments c where c.user_id = ? and c.id > ? order by c.id limit ?', [member.id]));
    await archive.json('posts/likes.json', keyset(em, 'select l.post_id, l.created_at from post_likes l where l.user_id = ? and l.post_id > ? order by l.post_id limit ?', [member.id], { key: 'post_id' }));
    for await (const post of posts()) {
      const disk = this.images.fileOf(post.image, POST_IMAGE);
      if (disk) {
        await archive.file(`posts/media/${safeSegment(post.image!)}`, disk);
      }
    }
  }

  async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await context.repeat(async (tx, limit) => (await sql(tx, 'delete from post_comments where id in (select id from post_comments where user_id = ? limit ?) returning id', [member.id, limit])).length);
    await context.repeat(
      async (tx, limit) =>
        (await sql(tx, 'delete from post_likes where user_id = ? and post_id in (select post_id from post_likes where user_id = ? limit ?) returning post_id', [member.id, member.id, limit])).length,
    );
    await context.repeat(async (tx, limit) => {
      const rows = await sql<{ id: number; image: string | null }>(tx, 'select id, image from posts where user_id = ? order by id limit ?', [member.id, limit]);
      await this.images.removeAll(rows.map((r) => r.image), POST_IMAGE);
      if (rows.length) {
        await sql(tx, 'delete from posts where id = any(?::int[])', [intArray(rows.map((r) => r.id))]);
      }
      return rows.length;
    });
  }
}
