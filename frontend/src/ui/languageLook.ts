import createCache, { type EmotionCache } from '@emotion/cache';
import type { Theme } from '@mui/material/styles';
import type { Language } from '../i18n';
import { theme } from './theme';

/** What a language looks like: MUI's theme (direction, MUI's own words) and the emotion cache that writes its CSS. */
export interface Look {
  theme: Theme;
  cache: EmotionCache;
}

/** Left-to-right CSS, under emotion's own key: the class names MUI has always had. */
const ltrCache = createCache({ key: 'css' });

export const ENGLISH_LOOK: Look = { theme, cache: ltrCache };

// Only a reader of that language downloads its look (the right-to-left plugin is Arabic's alone).
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Look>> = {
  'pt-PT': () => import('./looks/ptPT').then((m) => ({ theme: m.theme, cache: ltrCache })),
  ar: () => import('./looks/ar').then((m) => ({ theme: m.theme, cache: m.cache })),
};

const ready = new Map<Language, Look>([['en', ENGLISH_LOOK]]);
const pending = new Map<Language, Promise<Look>>();

/** A language's look if it has been loaded already. */
export function readyLook(language: Language): Look | undefined {
  return ready.get(language);
}

/** A language's look, loaded once (a failed load is tried again next time). */
export function loadLook(language: Language): Promise<Look> {
  const look = ready.get(language);
  if (look) {
    return Promise.resolve(look);
  }
  let loading = pending.get(language);
  if (!loading) {
    loading = loaders[language as Exclude<Language, 'en'>]().then(
      (loaded) => {
        ready.set(language, loaded);
        return loaded;
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, loading);
  }
  return loading;
}
