/** Every message the account forms and toasts show, word for word from spec §5 and §8. */
export const MSG = {
  required: 'This field is required!',
  emailInvalid: 'Invalid email address',
  emailRequired: 'Email is required!',
  passwordRequired: 'Password is required!',
  passwordMin: 'Password must be at least 8 characters long',
  passwordMax: 'Password must be at most 255 characters long',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordSpecial: 'Password must contain at least one special character',
  passwordsMatch: 'Passwords must match',
  min3: 'This field must be at least 3 characters long',
  max255: 'This field must be at most 255 characters long',
  max500: 'This field must be at most 500 characters long',

  forgotSuccess: 'Reset password link sent. Check your email.',
  resetSuccess: 'Password Changed',
  serverError: 'Server error',

  signedUp: 'Your account is ready. Sign in to start using Plaza.',
  profileSaved: 'Profile updated',
  coverSaved: 'Cover updated',
  nothingChanged: 'Nothing to save: change a field or choose a new photo first.',
} as const;
