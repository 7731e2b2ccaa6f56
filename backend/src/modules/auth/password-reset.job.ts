/**
 * The `mail.password-reset` job: whatever a forgot-password request sets going (the account
 * looked up, a token stored, the mail queued), done after the answer so that the answer is the
 * same, in the same time, whether or not an account has this address.
 */
export interface PasswordResetJob {
  /** The address asked for, lowercased. */
  email: string;
}

declare module '../../queue/jobs' {
  interface JobPayloads {
    'mail.password-reset': PasswordResetJob;
  }
}
