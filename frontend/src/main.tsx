import './app/fields.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { declareEmojiFont } from './app/emojiFont';
import { initialLanguage, setLanguage } from './i18n';
import { configureApi } from './lib/api';
import { afterFirstPage, holdExtrasForFirstPage } from './lib/firstPage';
import { registerServiceWorker, serviceWorkerSupported } from './lib/serviceWorker';

configureApi(import.meta.env.VITE_API_URL ?? '');
holdExtrasForFirstPage();
// Colour emoji everywhere, also where the system has no emoji font: the font once the page is drawn.
afterFirstPage(declareEmojiFont);

// The built app only: the dev server's modules must not meet the offline page's fallback.
if (import.meta.env.PROD && serviceWorkerSupported()) {
  addEventListener('load', () => void registerServiceWorker().catch(() => undefined));
}

const root = document.getElementById('root');
if (!root) {
  throw new Error('The page has no #root element');
}
// A reader of another language waits for its words (one small chunk) rather than see English flash.
// The first render is a transition: React renders it in slices of a few milliseconds, so a phone's
// main thread is never held for the whole tree at once (the top bar's frame from the HTML shows meanwhile).
void setLanguage(initialLanguage())
  .catch(() => undefined)
  .finally(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
