import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../src/database/sql';
import type { HttpTarget, TestApp } from './test-app';

export const PASSWORD = 'Secret!123';

export interface TestUser {
  id: number;
  email: string;
  username: string;
  password: string;
  access_token: string;
  refresh_token: string;
  user: Record<string, any>;
}

/** A unique sign-up body. */
export function signUpBody(overrides: Record<string, string> = {}): Record<string, string> {
  const tag = randomBytes(4).toString('hex');
  return {
    first_name: 'Ana',
    last_name: 'Lima',
    email: `ana.${tag}@example.com`,
    username: `ana_${tag}`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...overrides,
  };
}

export interface NewUserOptions {
  /**
   * false: the account stays as sign-up leaves it, its email unconfirmed (a new account). Default
   * true: confirmed, as most members are, so suites about other things are not about new-account
   * limits (startTestApp also sets TRUST_NEW_ACCOUNT_HOURS to 0 unless a suite sets it).
   */
  confirmed?: boolean;
}

/** An app newUser signs members up on: a test app (its ORM confirms), or an app process that confirms them its own way. */
export type UserTarget = TestApp | (HttpTarget & { confirmEmail(userId: number): Promise<void> });

/** Confirms a member's email straight in the database (the link's own tests are in email-verification.int.ts). */
export async function confirmEmail(t: UserTarget, userId: number): Promise<void> {
  if ('confirmEmail' in t) {
    return t.confirmEmail(userId);
  }
  await sql(t.app.get(EntityManager).fork(), 'update users set email_verified_at = now() where id = ?', [userId]);
}

/** Makes a member confirmed and older than TRUST_NEW_ACCOUNT_HOURS, straight in the database. */
export async function makeTrusted(t: TestApp, userId: number): Promise<void> {
  await sql(t.app.get(EntityManager).fork(), 'update users set email_verified_at = now(), created_at = now() - make_interval(hours => ?) where id = ?', [
    t.config.trustNewAccountHours + 24,
    userId,
  ]);
}

/** Signs a new member up and in through the real API (email confirmed unless `{ confirmed: false }`). */
export async function newUser(t: UserTarget, overrides: Record<string, string> = {}, options: NewUserOptions = {}): Promise<TestUser> {
  const body = signUpBody(overrides);
  const reg = await t.request('POST', '/api/auth/register', { body });
  if (reg.status !== 201) {
    throw new Error(`sign-up failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  }
  if (options.confirmed ?? true) {
    await confirmEmail(t, reg.body.user.id);
  }
  const login = await t.request('POST', '/api/auth/login', { body: { email: body.email, password: body.password } });
  if (login.status !== 200) {
    throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  }
  return {
    id: login.body.user.id,
    email: body.email,
    username: body.username,
    password: body.password,
    access_token: login.body.token.access_token,
    refresh_token: login.body.token.refresh_token,
    user: login.body.user,
  };
}
