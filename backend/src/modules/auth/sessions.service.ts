import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { toIso, type Timestamp } from '../../common/time/timestamps';
import { sql } from '../../database/sql';
import { describeDevice } from './device';
import type { SessionDto } from './dto/session.dto';
import { TokensService } from './tokens.service';

export const SESSION_NOT_FOUND = 'Session not found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SessionRow {
  id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Timestamp;
  last_used_at: Timestamp;
}

/** The member's own sessions: what the security page lists and signs out. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokensService,
  ) {}

  /** Open sessions: not revoked, and holding a refresh token that can still be used (or this one). */
  async list(me: AuthUser): Promise<SessionDto[]> {
    const rows = await sql<SessionRow>(
      this.em,
      `select s.id, s.user_agent, s.ip, s.created_at, s.last_used_at from sessions s
        where s.user_id = ? and s.revoked_at is null
          and (s.id = ? or exists (select 1 from refresh_tokens t where t.session_id = s.id and t.used_at is null and t.expires_at > now()))
        order by s.id = ? desc, s.last_used_at desc, s.created_at desc`,
      [me.id, me.sessionId, me.sessionId],
    );
    return rows.map((row) => {
      const device = describeDevice(row.user_agent);
      return {
        id: row.id,
        browser: device.browser,
        os: device.os,
        device: device.kind,
        ip: row.ip,
        created_at: toIso(row.created_at),
        last_used_at: toIso(row.last_used_at),
        current: row.id === me.sessionId,
      };
    });
  }

  /** Signs out one of the member's sessions (this one too, if named); 404 for anyone else's or an unknown one. */
  async revoke(me: AuthUser, sessionId: string): Promise<void> {
    if (!UUID.test(sessionId) || !(await this.tokens.revokeSession(sessionId, 'revoked', me.id))) {
      throw new NotFoundException(SESSION_NOT_FOUND);
    }
  }

  /** Signs out every session of the member but this one; answers how many. */
  revokeOthers(me: AuthUser): Promise<number> {
    return this.tokens.revokeUserSessions(me.id, 'revoked', me.sessionId);
  }
}
