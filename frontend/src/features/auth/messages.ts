import { MSG as VALIDATION, TWO_FACTOR_MSG } from '@plaza/sdk/validation-messages';
import { NOTICES } from './notices';

/**
 * The English of the account forms' messages, word for word from spec §5 and §8: the validation
 * messages are the backend's own (copied into the SDK), the keys of namespace `api`. The account
 * pages show them through translateApiMessage, their other words through namespace `auth`.
 */
export const MSG = {
  ...VALIDATION,
  ...NOTICES,

  signedUp: 'Your account is ready. Sign in to start using Plaza.',
  nothingChanged: 'Nothing to save: change a field or choose a new photo first.',
  currentPasswordNeeded: 'Enter your current password to change your password or email',

  totpCodeRequired: TWO_FACTOR_MSG.codeRequired,
} as const;
