import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sqlOne } from '../../database/sql';
import type { UserRow } from './dto/user.dto';

/** The columns of a user that may leave the server (see toUserDto). */
export const USER_COLUMNS = `id, first_name, last_name, username, email, email_verified_at, pending_email, avatar, cover, about,
  to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, gender, location, country, favorite_tv_show,
  favorite_music, education, other_interests, work_experience, is_online, status, role, two_factor_enabled, created_at, deletion_scheduled_at, language`;

/** Plain reads of users (no entity hydration). */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  /** A signed-in member's own account: never a 404 because the replica has not replayed their sign-up yet. */
  findById(id: number): Promise<UserRow | undefined> {
    return sqlOne<UserRow>(this.em, `select ${USER_COLUMNS} from users where id = ?`, [id], { primaryOnMiss: true });
  }

  /** For sign-in: the row plus what is needed to check the password and the ban; a deleted account is no account. */
  findForLogin(email: string): Promise<(UserRow & { password_hash: string; banned_at: Date | null; suspended_until: Date | null }) | undefined> {
    return sqlOne(this.em, `select ${USER_COLUMNS}, password_hash, banned_at, case when suspended_until > now() then suspended_until end as suspended_until from users where email = ? and deleted_at is null`, [email.toLowerCase()]);
  }

  async emailTaken(email: string, exceptId?: number): Promise<boolean> {
    return Boolean(await sqlOne(this.em, 'select 1 from users where email = ? and id <> ?', [email.toLowerCase(), exceptId ?? 0]));
  }

  async usernameTaken(username: string, exceptId?: number): Promise<boolean> {
    return Boolean(await sqlOne(this.em, 'select 1 from users where lower(username) = lower(?) and id <> ?', [username, exceptId ?? 0]));
  }
}
