/**
 * Validation messages, word for word from the product spec §5. `npm run sdk` copies this file into
 * the SDK (validation-messages.ts), where the frontend's forms take the same words. No imports.
 */
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
  dateInvalid: 'Date of birth must be a valid date (YYYY-MM-DD)',
  emailTaken: 'This email is already taken.',
  usernameTaken: 'This username is already taken.',
  usernameFormat: 'Username may contain only letters, numbers, dots, dashes and underscores',
  usernameReserved: 'This username is not available.',
  statusInvalid: 'Status must be online, away or offline',
} as const;
