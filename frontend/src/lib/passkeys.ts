import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ApiError } from '@plaza/sdk';

/**
 * The browser's passkey ceremonies (@simplewebauthn/browser, loaded only when used), given the
 * options the API answered as they are.
 */
export async function createPasskey(options: Record<string, unknown>) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

export async function getPasskey(options: Record<string, unknown>) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
}

/** What to tell the member when a ceremony failed in the browser (not an API answer, which has its own message). */
export function passkeyProblem(error: unknown): string | null {
  if (error instanceof ApiError) {
    return null;
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey request was cancelled or timed out.';
  }
  if (name === 'InvalidStateError') {
    return 'This device already holds a passkey for your account.';
  }
  return 'This browser could not use a passkey here.';
}
