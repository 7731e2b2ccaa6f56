import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id, 19 MiB, 2 iterations, parallelism 1 (OWASP's minimum; DESIGN.md §4). */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the account does not exist, so a failed
 * sign-in takes the same time whether or not the email is registered.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}
