import { Secret, TOTP } from 'otpauth';
import type { TestUser } from './factories';
import type { TestApp } from './test-app';

/**
 * The code an authenticator app shows for `secret`, `steps` 30-second steps from now (the server
 * accepts one step either side, and each step once per account).
 */
export function totpCode(secret: string, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + steps * 30_000 });
}

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** Turns TOTP on for `u` through the API (the confirming code spends the current step). */
export async function enrolTotp(t: TestApp, u: TestUser): Promise<Enrolled> {
  const setup = await t.request('POST', '/api/auth/2fa/totp', { token: u.access_token });
  if (setup.status !== 201) {
    throw new Error(`2fa set-up failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  }
  const secret = setup.body.data.secret as string;
  const confirm = await t.request('POST', '/api/auth/2fa/totp/confirm', { token: u.access_token, body: { code: totpCode(secret) } });
  if (confirm.status !== 200) {
    throw new Error(`2fa confirm failed: ${confirm.status} ${JSON.stringify(confirm.body)}`);
  }
  return { secret, recoveryCodes: confirm.body.recovery_codes };
}

/** The first step of a sign-in of `u`: the challenge the password answers. */
export async function passwordStep(t: TestApp, u: TestUser): Promise<string> {
  const res = await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
  if (res.status !== 200 || !res.body.challenge) {
    throw new Error(`expected a challenge: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.challenge as string;
}
