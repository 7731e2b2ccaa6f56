/** The auth feature's front door: what the app and other features may use of it. */
export { AccountMenu } from './AccountMenu';
export { AuthProvider } from './AuthProvider';
export { MSG } from './messages';
export { confirmationRules, emailRules, inLanguage, nameRules, optionalPasswordRules, optionalTextRules } from './rules';
export { reportFailure } from './serverErrors';
