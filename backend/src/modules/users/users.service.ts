import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainEvents } from '../../common/outbox/domain-events';
import { AVATAR, COVER, ImageStore } from '../../common/uploads/images';
import { ValidationFailedException } from '../../common/errors/validation';
import { sql, sqlOne } from '../../database/sql';
import { MSG } from '../../common/validation/messages';
import { hashPassword, verifyPassword } from '../../common/auth/passwords';
import { SessionRevoker } from '../../common/auth/session-ports';
import { EmailChangeConfirmer } from '../../common/auth/email-ports';
import type { Language } from '../../common/users/languages';
import type { ProfileEditDto } from './dto/profile.dto';
import { toUserDto, type UserDto } from './dto/user.dto';
import { User, type UserStatus } from './entities/user.entity';
import { USER_COLUMNS, UsersRepository } from './users.repository';

/** The signed-in member's own account: profile, images, status. */
@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly images: ImageStore,
    private readonly sessions: SessionRevoker,
    private readonly events: DomainEvents,
    private readonly emailChanges: EmailChangeConfirmer,
  ) {}

  async get(id: number): Promise<UserDto> {
    const row = await this.users.findById(id);
    if (!row) {
      throw new NotFoundException(MSG.userNotFound);
    }
    return toUserDto(row);
  }

  private async availability(fields: { email?: string; username?: string }, userId: number): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (fields.email && (await this.users.emailTaken(fields.email, userId))) {
      errors.email = [MSG.emailTaken];
    }
    if (fields.username && (await this.users.usernameTaken(fields.username, userId))) {
      errors.username = [MSG.usernameTaken];
    }
    if (Object.keys(errors).length) {
      throw new ValidationFailedException(errors);
    }
  }

  /**
   * Changes only the fields sent. A new password or email needs the current password (a stolen
   * access token alone cannot take the account over); a new password signs out every other
   * session. A new email only becomes pending: it replaces the old one when its mailed link is
   * followed. A new avatar replaces the old one (whose files are then removed).
   */
  async editProfile(me: AuthUser, dto: ProfileEditDto, avatar?: Buffer): Promise<UserDto> {
    if (dto.password !== undefined && dto.password_confirmation === undefined) {
      throw ValidationFailedException.field('password_confirmation', MSG.passwordsMatch);
    }
    await this.availability(dto, me.id);
    const user = await this.em.findOneOrFail(User, me.id);
    const changesEmail = dto.email !== undefined && dto.email !== user.email;
    if ((dto.password !== undefined || changesEmail) && !(await this.isCurrentPassword(me.id, dto.current_password))) {
      throw ValidationFailedException.field('current_password', MSG.currentPassword);
    }
    // First: a change refused (429, mailed too often) leaves the other fields as they were.
    // The current address sent back while a change is pending cancels the change.
    if (changesEmail || (dto.email !== undefined && user.pending_email !== null)) {
      await this.emailChanges.requestChange(me.id, dto.email!);
    }
    const oldAvatar = user.avatar;
    const newAvatar = avatar ? await this.images.save(avatar, AVATAR) : undefined;
    const { password, password_confirmation: _confirmation, current_password: _current, email: _email, ...fields } = dto;
    this.em.assign(user, fields);
    if (newAvatar) {
      user.avatar = newAvatar;
    }
    if (password !== undefined) {
      user.password_hash = await hashPassword(password);
    }
    try {
      await this.em.flush();
    } catch (error) {
      if (newAvatar) {
        await this.images.remove(newAvatar, AVATAR);
      }
      throw error;
    }
    if (newAvatar && oldAvatar) {
      await this.images.remove(oldAvatar, AVATAR);
    }
    if (password !== undefined) {
      await this.sessions.revokeUserSessions(me.id, 'password', me.sessionId);
    }
    return this.get(me.id);
  }

  private async isCurrentPassword(userId: number, password: string | undefined): Promise<boolean> {
    if (!password) {
      return false;
    }
    const row = await sqlOne<{ password_hash: string }>(this.em, 'select password_hash from users where id = ?', [userId]);
    return Boolean(row && (await verifyPassword(row.password_hash, password)));
  }

  async setCover(me: AuthUser, cover: Buffer): Promise<UserDto> {
    const name = await this.images.save(cover, COVER);
    const old = await sqlOne<{ cover: string | null }>(this.em, 'select cover from users where id = ?', [me.id]);
    await sqlOne(this.em, 'update users set cover = ?, updated_at = now() where id = ?', [name, me.id]);
    if (old?.cover) {
      await this.images.remove(old.cover, COVER);
    }
    return this.get(me.id);
  }

  async setStatus(me: AuthUser, status: UserStatus): Promise<UserDto> {
    const row = await sqlOne<Parameters<typeof toUserDto>[0]>(this.em, `update users set status = ?, updated_at = now() where id = ? returning ${USER_COLUMNS}`, [status, me.id]);
    this.events.emit('user.status_changed', { userId: me.id, status });
    return toUserDto(row!);
  }

  async setLanguage(me: AuthUser, language: Language): Promise<Language> {
    await sql(this.em, 'update users set language = ?, updated_at = now() where id = ?', [language, me.id]);
    return language;
  }
}
