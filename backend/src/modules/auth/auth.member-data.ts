import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { keyset } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive, MemberDataContributor } from '../../common/member-data/member-data';
import { sql } from '../../database/sql';
import { TokensService } from './tokens.service';

/**
 * A member's sign-ins (sessions: browser, address, when), the addresses they confirmed (never
 * the links' hashes) and password resets. On erasure every
 * session is revoked first, as a logout does (their sockets close at once), then the rows go
 * with their refresh tokens.
 */
@Injectable()
export class AuthMemberData implements MemberDataContributor {
  readonly tables = ['sessions', 'password_resets', 'email_verifications'];

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokensService,
  ) {}

  async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    await archive.json(
      'account/sessions.json',
      keyset(
        this.em.fork(),
        'select s.id, s.user_agent, s.ip, s.created_at, s.revoked_at, s.revoked_reason from sessions s where s.user_id = ? and s.id > ? order by s.id limit ?',
        [member.id],
        { start: '00000000-0000-0000-0000-000000000000' },
      ),
    );
    await archive.json(
      'account/email-confirmations.json',
      keyset(this.em.fork(), 'select v.id, v.email, v.created_at, v.expires_at, v.used_at from email_verifications v where v.user_id = ? and v.id > ? order by v.id limit ?', [member.id]),
    );
  }

  async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await this.tokens.revokeUserSessions(member.id, 'deleted');
    await context.repeat(async (tx, limit) => (await sql(tx, 'delete from password_resets where id in (select id from password_resets where user_id = ? limit ?) returning id', [member.id, limit])).length);
    await context.repeat(
      async (tx, limit) => (await sql(tx, 'delete from email_verifications where id in (select id from email_verifications where user_id = ? limit ?) returning id', [member.id, limit])).length,
    );
    await context.repeat(async (tx, limit) => (await sql(tx, 'delete from sessions where id in (select id from sessions where user_id = ? limit ?) returning id', [member.id, limit])).length);
  }
}
