import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray, keyset } from '../member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive, MemberDataContributor } from '../member-data/member-data';
import { safeSegment } from '../member-data/zip-archive';
import type { ImageKind, ImageStore } from '../uploads/images';
import { sql } from '../../database/sql';
import type { ContentKind } from './content-kinds';

/** A file of an item: where it goes in the export (under the folder's media/) and where it is on disk. */
export interface ItemFile {
  name: string;
  disk: string | undefined;
}

/** How one content type's member data is exported and erased (blogs, events, forums, pictures, videos). */
export interface ContentDataSpec {
  kind: ContentKind;
  /** Its folder in the export: `blogs/blogs.json`, `blogs/media/…`. */
  folder: string;
  /** Its one image column, when it has one. */
  image?: { column: string; kind: ImageKind };
  /** It has likes and comments (`<kind>_likes`, `<kind>_comments`). */
  reactions?: boolean;
}

/**
 * The community content kit's part of exports and erasures: a content type's items (with their
 * files), and the likes and comments the member gave anywhere. A domain extends it with what is
 * its own (RSVPs, albums, video files) and lists it as its descriptor's `memberData`.
 */
export abstract class ContentMemberData implements MemberDataContributor {
  readonly tables: readonly string[];

  protected constructor(
    protected readonly em: EntityManager,
    protected readonly images: ImageStore,
    protected readonly spec: ContentDataSpec,
  ) {
    const k = spec.kind.kind;
    this.tables = [spec.kind.table, ...(spec.reactions ? [`${k}_likes`, `${k}_comments`] : [])];
  }

  /** The files of one item row (default: its image). */
  protected filesOf(row: Record<string, unknown>): ItemFile[] {
    const image = this.spec.image;
    const name = image ? row[image.column] : undefined;
    return typeof name === 'string' ? [{ name, disk: this.images.fileOf(name, image!.kind) }] : [];
  }

  /** Removes the files of one item row (default: its image and its variants). */
  protected async removeFilesOf(row: Record<string, unknown>): Promise<void> {
    const image = this.spec.image;
    if (image) {
      await this.images.remove(typeof row[image.column] === 'string' ? (row[image.column] as string) : null, image.kind);
    }
  }

  protected items(member: DataSubject): AsyncGenerator<Record<string, unknown>> {
    return keyset(this.em.fork(), `select x.* from ${this.spec.kind.table} x where x.user_id = ? and x.id > ? order by x.id limit ?`, [member.id]);
  }

  async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    const { folder, kind } = this.spec;
    const em = this.em.fork();
    await archive.json(`${folder}/${folder}.json`, this.items(member));
    if (this.spec.reactions) {
      const k = kind.kind;
      await archive.json(
        `${folder}/comments.json`,
        keyset(em, `select c.id, c.${k}_id, c.body, c.created_at from ${k}_comments c where c.user_id = ? and c.id > ? order by c.id limit ?`, [member.id]),
      );
      await archive.json(
        `${folder}/likes.json`,
        keyset(em, `select l.${k}_id, l.created_at from ${k}_likes l where l.user_id = ? and l.${k}_id > ? order by l.${k}_id limit ?`, [member.id], { key: `${k}_id` }),
      );
    }
    for await (const row of this.items(member)) {
      for (const file of this.filesOf(row)) {
        if (file.disk) {
          await archive.file(`${folder}/media/${safeSegment(file.name)}`, file.disk);
        }
      }
    }
  }

  async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    if (this.spec.reactions) {
      const k = this.spec.kind.kind;
      await context.repeat(async (tx, limit) =>
        (await sql(tx, `delete from ${k}_comments where id in (select id from ${k}_comments where user_id = ? limit ?) returning id`, [member.id, limit])).length,
      );
      await context.repeat(async (tx, limit) =>
        (
          await sql(
            tx,
            `delete from ${k}_likes where user_id = ? and ${k}_id in (select ${k}_id from ${k}_likes where user_id = ? limit ?) returning ${k}_id`,
            [member.id, member.id, limit],
          )
        ).length,
      );
    }
    await this.eraseItems(member, context);
  }

  /** The member's items, files first then rows, a batch at a time (their likes and comments go with them). */
  protected async eraseItems(member: DataSubject, context: ErasureContext, where = 'true'): Promise<void> {
    const table = this.spec.kind.table;
    await context.repeat(async (tx, limit) => {
      const rows = await sql<Record<string, unknown>>(tx, `select x.* from ${table} x where x.user_id = ? and ${where} order by x.id limit ?`, [member.id, limit]);
      for (const row of rows) {
        await this.removeFilesOf(row);
      }
      if (rows.length) {
        await sql(tx, `delete from ${table} where id = any(?::int[])`, [intArray(rows.map((r) => r.id))]);
      }
      return rows.length;
    });
  }
}
