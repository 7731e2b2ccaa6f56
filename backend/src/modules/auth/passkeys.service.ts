import { createHmac } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AuthUser } from '../../common/auth/auth-user';
import { ValidationFailedException } from '../../common/errors/validation';
import { toIso } from '../../common/time/timestamps';
import { ACCOUNT_MSG, TWO_FACTOR_MSG } from '../../common/validation/messages';
import { AppConfig } from '../../config/app-config';
import { sql, sqlOne } from '../../database/sql';
import { toUserDto, UsersRepository } from '../users';
import type { LoginResponseDto } from './dto/auth.dto';
import type { PasskeyDto } from './dto/passkeys.dto';
import { TokensService, type SessionMeta } from './tokens.service';

/** How long a ceremony's challenge may be answered. */
const CHALLENGE_TTL_SECONDS = 300;
/** Passkeys a member may keep (each device or password manager holds one). */
export const MAX_PASSKEYS = 20;
const PASSKEY_COLUMNS = 'id, name, created_at, last_used_at';

interface PasskeyRow {
  id: number;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const toPasskeyDto = (r: PasskeyRow): PasskeyDto => ({ id: r.id, name: r.name, created_at: toIso(r.created_at), last_used_at: r.last_used_at ? toIso(r.last_used_at) : null });

/**
 * Passkeys: registering several per member, naming and removing them, and the usernameless
 * sign-in with one. Verification is @simplewebauthn/server's; challenges are kept here, single use.
 * User verification is required, so a passkey sign-in counts as two factors.
 */
@Injectable()
export class PasskeysService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly tokens: TokensService,
    private readonly config: AppConfig,
  ) {}

  /** The WebAuthn user handle of a member: stable, opaque (not the id or the email). */
  private userHandle(userId: number): Uint8Array<ArrayBuffer> {
    return new Uint8Array(createHmac('sha256', this.config.jwtSecret).update(`webauthn-user:${userId}`).digest().subarray(0, 16));
  }

  private async storeChallenge(challenge: string, purpose: 'register' | 'login', userId: number | null): Promise<void> {
    await sql(this.em, 'delete from webauthn_challenges where expires_at < now()');
    await sql(this.em, `insert into webauthn_challenges (challenge, user_id, purpose, expires_at) values (?, ?, ?, now() + make_interval(secs => ?))`, [
      challenge,
      userId,
      purpose,
      CHALLENGE_TTL_SECONDS,
    ]);
  }

  /** Spends a challenge: true once, when it was issued for this purpose (and member) and is still fresh. */
  private async spendChallenge(challenge: string, purpose: 'register' | 'login', userId: number | null): Promise<boolean> {
    const row = await sqlOne(
      this.em,
      `delete from webauthn_challenges where challenge = ? and purpose = ? and user_id is not distinct from ? and expires_at > now() returning id`,
      [challenge, purpose, userId],
    );
    return Boolean(row);
  }

  async registrationOptions(me: AuthUser): Promise<Record<string, unknown>> {
    const user = await this.users.findById(me.id);
    const existing = await sql<{ credential_id: string; transports: string[] }>(this.em, 'select credential_id, transports from passkeys where user_id = ?', [me.id]);
    if (existing.length >= MAX_PASSKEYS) {
      throw new ConflictException(TWO_FACTOR_MSG.passkeyLimit(MAX_PASSKEYS));
    }
    const options = await generateRegistrationOptions({
      rpName: 'Plaza',
      rpID: this.config.webauthn.rpId,
      userName: user!.email,
      userDisplayName: `${user!.first_name} ${user!.last_name}`,
      userID: this.userHandle(me.id),
      attestationType: 'none',
      excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: c.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.storeChallenge(options.challenge, 'register', me.id);
    return options as unknown as Record<string, unknown>;
  }

  async register(me: AuthUser, name: string, response: Record<string, unknown>): Promise<PasskeyDto> {
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: (challenge) => this.spendChallenge(challenge, 'register', me.id),
        expectedOrigin: this.config.webauthn.origins,
        expectedRPID: this.config.webauthn.rpId,
        requireUserVerification: true,
      });
    } catch {
      throw ValidationFailedException.field('response', TWO_FACTOR_MSG.passkeyInvalid);
    }
    if (!verified.verified) {
      throw ValidationFailedException.field('response', TWO_FACTOR_MSG.passkeyInvalid);
    }
    const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
    const row = await sqlOne<PasskeyRow>(
      this.em,
      `insert into passkeys (user_id, credential_id, public_key, counter, transports, device_type, backed_up, name)
       select ?, ?, decode(?, 'base64'), ?, array(select jsonb_array_elements_text(?::jsonb)), ?, ?, ?
        where (select count(*) from passkeys where user_id = ?) < ?
       on conflict (credential_id) do nothing returning ${PASSKEY_COLUMNS}`,
      // Texts only: the query formatter would expand an array and quote a buffer as a bit string.
      [me.id, credential.id, Buffer.from(credential.publicKey).toString('base64'), credential.counter, JSON.stringify(credential.transports ?? []), credentialDeviceType, credentialBackedUp, name, me.id, MAX_PASSKEYS],
    );
    if (!row) {
      throw ValidationFailedException.field('response', TWO_FACTOR_MSG.passkeyInvalid);
    }
    return toPasskeyDto(row);
  }

  async list(me: AuthUser): Promise<PasskeyDto[]> {
    const rows = await sql<PasskeyRow>(this.em, `select ${PASSKEY_COLUMNS} from passkeys where user_id = ? order by created_at, id`, [me.id]);
    return rows.map(toPasskeyDto);
  }

  async rename(me: AuthUser, id: number, name: string): Promise<PasskeyDto> {
    const row = await sqlOne<PasskeyRow>(this.em, `update passkeys set name = ? where id = ? and user_id = ? returning ${PASSKEY_COLUMNS}`, [name, id, me.id]);
    if (!row) {
      throw new NotFoundException(TWO_FACTOR_MSG.passkeyNotFound);
    }
    return toPasskeyDto(row);
  }

  async remove(me: AuthUser, id: number): Promise<void> {
    const row = await sqlOne(this.em, 'delete from passkeys where id = ? and user_id = ? returning id', [id, me.id]);
    if (!row) {
      throw new NotFoundException(TWO_FACTOR_MSG.passkeyNotFound);
    }
  }

  /** Usernameless: no credentials listed, the authenticator offers the passkeys it holds for Plaza. */
  async loginOptions(): Promise<Record<string, unknown>> {
    const options = await generateAuthenticationOptions({ rpID: this.config.webauthn.rpId, userVerification: 'required' });
    await this.storeChallenge(options.challenge, 'login', null);
    return options as unknown as Record<string, unknown>;
  }

  async login(body: Record<string, unknown>, meta: SessionMeta): Promise<LoginResponseDto> {
    const response = body as unknown as AuthenticationResponseJSON;
    const passkey =
      typeof response.id === 'string' && response.id.length <= 1024
        ? await sqlOne<{ id: number; user_id: number; public_key: Buffer; counter: string; transports: string[]; banned_at: Date | null; suspended_until: Date | null }>(
            this.em,
            `select p.id, p.user_id, p.public_key, p.counter, p.transports, u.banned_at,
                    case when u.suspended_until > now() then u.suspended_until end as suspended_until
               from passkeys p join users u on u.id = p.user_id where p.credential_id = ?`,
            [response.id],
          )
        : undefined;
    if (!passkey) {
      throw new UnauthorizedException(TWO_FACTOR_MSG.passkeyUnknown);
    }
    const handle = response.response?.userHandle;
    if (handle && handle !== Buffer.from(this.userHandle(passkey.user_id)).toString('base64url')) {
      throw new UnauthorizedException(TWO_FACTOR_MSG.passkeyInvalid);
    }
    let challengeKnown = true;
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: async (challenge) => (challengeKnown = await this.spendChallenge(challenge, 'login', null)),
        expectedOrigin: this.config.webauthn.origins,
        expectedRPID: this.config.webauthn.rpId,
        credential: { id: response.id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.counter), transports: passkey.transports },
        requireUserVerification: true,
      });
    } catch {
      throw new UnauthorizedException(challengeKnown ? TWO_FACTOR_MSG.passkeyInvalid : TWO_FACTOR_MSG.passkeyChallenge);
    }
    if (!verified.verified) {
      throw new UnauthorizedException(TWO_FACTOR_MSG.passkeyInvalid);
    }
    if (passkey.banned_at) {
      throw new ForbiddenException(ACCOUNT_MSG.banned);
    }
    if (passkey.suspended_until) {
      throw new ForbiddenException(ACCOUNT_MSG.suspendedUntil(new Date(passkey.suspended_until)));
    }
    await sql(this.em, 'update passkeys set counter = ?, last_used_at = now() where id = ?', [verified.authenticationInfo.newCounter, passkey.id]);
    const token = await this.tokens.startSession(passkey.user_id, { ...meta, secondFactor: 'passkey' });
    return { user: toUserDto((await this.users.findById(passkey.user_id))!), token };
  }
}
