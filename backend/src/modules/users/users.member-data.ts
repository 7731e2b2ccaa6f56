import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DataSubject, ErasureContext, MemberDataArchive, MemberDataContributor } from '../../common/member-data/member-data';
import { safeSegment } from '../../common/member-data/zip-archive';
import { AVATAR, COVER, ImageStore } from '../../common/uploads/images';
import { sql, sqlOne } from '../../database/sql';
import { USER_COLUMNS } from './users.repository';

/** What a deleted member's users row says from then on: the tombstone others' chats and threads show. */
export const DELETED_MEMBER = { first_name: 'Deleted', last_name: 'member' } as const;

/**
 * A member's profile (with their avatar and cover images). On erasure the row is not deleted:
 * it becomes a nameless tombstone ("Deleted member", no email, no password, no profile), so what
 * others keep (their chats, the threads the member took part in, reports) still has an author.
 */
@Injectable()
export class UsersMemberData implements MemberDataContributor {
  readonly tables = ['users', 'member_username_variants'];

  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStore,
  ) {}

  async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    const user = await sqlOne<{ avatar: string | null; cover: string | null }>(this.em.fork(), `select ${USER_COLUMNS}, updated_at from users where id = ?`, [member.id]);
    await archive.document('profile/profile.json', user ?? null);
    for (const [name, kind, folder] of [
      [user?.avatar, AVATAR, 'avatar'],
      [user?.cover, COVER, 'cover'],
    ] as const) {
      const disk = this.images.fileOf(name ?? null, kind);
      if (disk) {
        await archive.file(`profile/${folder}-${safeSegment(name!)}`, disk);
      }
    }
  }

  async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await context.repeat(async (tx) => {
      const user = await sqlOne<{ avatar: string | null; cover: string | null }>(tx, 'select avatar, cover from users where id = ? for update', [member.id]);
      if (!user) {
        return 0;
      }
      await this.images.remove(user.avatar, AVATAR);
      await this.images.remove(user.cover, COVER);
      await sql(
        tx,
        // `~` is in no username or email anyone can sign up with: the tombstone never takes a real one.
        `update users set first_name = ?, last_name = ?, username = 'deleted~' || id, email = 'deleted~' || id,
           password_hash = '!', pending_email = null, two_factor_enabled = false, avatar = null, cover = null, about = null, date_of_birth = null, gender = null, location = null, country = null,
           favorite_tv_show = null, favorite_music = null, education = null, other_interests = null, work_experience = null,
           is_online = false, status = 'offline', updated_at = now()
         where id = ?`,
        [DELETED_MEMBER.first_name, DELETED_MEMBER.last_name, member.id],
      );
      // The username trigger wrote the tombstone's spellings: nobody searches for it.
      await sql(tx, 'delete from member_username_variants where user_id = ?', [member.id]);
      return 0; // one row, one batch
    });
  }
}
