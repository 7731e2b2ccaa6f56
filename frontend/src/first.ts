// The page's first reads, started from the HTML while the app's code still loads (lib/firstReads.ts).
import { initialLanguage, intlLocaleOf } from './i18n/languages';
import { startFirstReads } from './lib/firstReads';
import { warmIntl } from './lib/intlWarmup';

if (!import.meta.env.VITE_API_URL) {
  startFirstReads();
}
warmIntl(intlLocaleOf(initialLanguage()));
