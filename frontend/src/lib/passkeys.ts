import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ApiError } from '@plaza/sdk';
import { i18n } from '../i18n';

/**
 * The browser's passkey ceremonies (@simplewebauthn/browser, loaded only when used), given the
 * options the API answered as they are.
 */
export async function createPasskey(options: Record<string, unknown>) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  if (!isCreationOptions(options)) {
    throw new Error(i18n.t('common:passkey.unusable'));
  }
  return startRegistration({ optionsJSON: options });
}

export async function getPasskey(options: Record<string, unknown>) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  if (!isRequestOptions(options)) {
    throw new Error(i18n.t('common:passkey.unusable'));
  }
  return startAuthentication({ optionsJSON: options });
}

// Checked, not cast: the API's options are typed as a plain object in the SDK.
function isCreationOptions(o: Record<string, unknown>): o is Record<string, unknown> & PublicKeyCredentialCreationOptionsJSON {
  return typeof o.challenge === 'string' && typeof o.rp === 'object' && typeof o.user === 'object' && Array.isArray(o.pubKeyCredParams);
}

function isRequestOptions(o: Record<string, unknown>): o is Record<string, unknown> & PublicKeyCredentialRequestOptionsJSON {
  return typeof o.challenge === 'string';
}

/** What to tell the member when a ceremony failed in the browser (not an API answer, which has its own message). */
export function passkeyProblem(error: unknown): string | null {
  if (error instanceof ApiError) {
    return null;
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return i18n.t('common:passkey.cancelled');
  }
  if (name === 'InvalidStateError') {
    return i18n.t('common:passkey.exists');
  }
  return i18n.t('common:passkey.unsupported');
}
