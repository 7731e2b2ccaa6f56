import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { keyset } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive, MemberDataContributor } from '../../common/member-data/member-data';
import { sql, sqlOne } from '../../database/sql';
import { TokensService } from './tokens.service';

/** Rows of a sign-in's machinery with nothing to export (single-use links and challenges, failure counts, codes' hashes). */
const ERASED_ONLY = ['password_resets', 'login_challenges', 'two_factor_failures', 'webauthn_challenges'];

/**
 * A member's sign-ins (sessions: browser, address, when), the addresses they confirmed, whether
 * an authenticator app is on and their passkeys' names (never a secret, key or hash: an export
 * is a file that travels). On erasure every session is revoked first, as a logout does (their
 * sockets close at once), then the rows go, sessions with their refresh tokens.
 */
@Injectable()
export class AuthMemberData implements MemberDataContributor {
  readonly tables = ['sessions', ...ERASED_ONLY, 'email_verifications', 'user_totp', 'recovery_codes', 'passkeys'];

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
    const em = this.em.fork();
    await archive.document(
      'account/two-factor.json',
      await sqlOne(
        em,
        `select t.enabled_at as authenticator_app_since, (select count(*)::int from recovery_codes r where r.user_id = t.user_id and r.used_at is null) as recovery_codes_left
           from user_totp t where t.user_id = ? and t.enabled_at is not null`,
        [member.id],
      ) ?? { authenticator_app_since: null, recovery_codes_left: 0 },
    );
    await archive.json(
      'account/passkeys.json',
      keyset(em, 'select p.id, p.name, p.created_at, p.last_used_at from passkeys p where p.user_id = ? and p.id > ? order by p.id limit ?', [member.id]),
    );
    await archive.json(
      'account/email-confirmations.json',
      keyset(this.em.fork(), 'select v.id, v.email, v.created_at, v.expires_at, v.used_at from email_verifications v where v.user_id = ? and v.id > ? order by v.id limit ?', [member.id]),
    );
  }

  async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await this.tokens.revokeUserSessions(member.id, 'deleted');
    for (const table of [...ERASED_ONLY, 'email_verifications', 'user_totp', 'recovery_codes', 'passkeys']) {
      await context.repeat(
        async (tx, limit) => (await sql(tx, `delete from ${table} where ctid in (select ctid from ${table} where user_id = ? limit ?) returning 1`, [member.id, limit])).length,
      );
    }
    await context.repeat(async (tx, limit) => (await sql(tx, 'delete from sessions where id in (select id from sessions where user_id = ? limit ?) returning id', [member.id, limit])).length);
  }
}
