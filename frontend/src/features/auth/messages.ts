import { MSG as VALIDATION, TWO_FACTOR_MSG } from '@plaza/sdk/validation-messages';
import { NOTICES } from './notices';

/**
 * Every message the account forms and toasts show, word for word from spec §5 and §8. The
 * validation messages are the backend's own (copied into the SDK), so both sides say the same.
 */
export const MSG = {
  ...VALIDATION,
  ...NOTICES,

  serverError: 'Server error',

  signedUp: 'Your account is ready. Sign in to start using Plaza.',
  nothingChanged: 'Nothing to save: change a field or choose a new photo first.',
  currentPasswordNeeded: 'Enter your current password to change your password or email',

  totpCodeHint: 'Enter the 6-digit code from your authenticator app.',
  totpCodeRequired: TWO_FACTOR_MSG.codeRequired,
  recoveryCodeHint: 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each works once.',
  recoveryCodeRequired: 'Enter a recovery code.',
} as const;
