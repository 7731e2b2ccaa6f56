// The page's first reads, started from the HTML while the app's code still loads (lib/firstReads.ts).
import { startFirstReads } from './lib/firstReads';

if (!import.meta.env.VITE_API_URL) {
  startFirstReads();
}
