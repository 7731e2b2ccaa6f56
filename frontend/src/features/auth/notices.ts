/**
 * The session's own success notices (spec §5), apart from the form messages (messages.ts, which
 * carries the whole validation registry) so that the session code every visitor loads stays small.
 */
export const NOTICES = {
  forgotSuccess: 'Reset password link sent. Check your email.',
  resetSuccess: 'Password Changed',
  profileSaved: 'Profile updated',
} as const;
