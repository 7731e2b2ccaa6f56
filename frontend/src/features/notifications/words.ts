import { registerWords } from '../../i18n';
import words from '../../i18n/locales/en/notifications.json';

// This area's English comes with its code, not in every visitor's start-up (i18n/languages.ts): every file using its words imports this module.
registerWords('notifications', words);
