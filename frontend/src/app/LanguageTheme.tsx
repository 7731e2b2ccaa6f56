import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useEffect, useState, type ReactNode } from 'react';
import { currentLanguage, i18n, isLanguage, languageDirection } from '../i18n';
import { ENGLISH_LOOK, loadLook, readyLook, type Look } from '../ui/languageLook';

// A chosen language's look starts loading at once, while its words load (main.tsx renders after them).
i18n.on('languageChanged', (language: string) => {
  if (isLanguage(language)) {
    void loadLook(language).catch(() => undefined);
  }
});

/** A left-to-right language can start in English's look (only MUI's own labels wait); Arabic waits for its own. */
function initialLook(): Look | null {
  const language = currentLanguage();
  return readyLook(language) ?? (languageDirection(language) === 'ltr' ? ENGLISH_LOOK : null);
}

/**
 * MUI's theme, the emotion cache and baseline styles of the current language, switched live when
 * the language changes (the new look replaces the old one once loaded, so nothing blinks).
 */
export function LanguageTheme({ children }: { children: ReactNode }) {
  const [look, setLook] = useState(initialLook);

  useEffect(() => {
    let live = true;
    const follow = () => {
      const language = currentLanguage();
      loadLook(language).then(
        (next) => live && currentLanguage() === language && setLook(next),
        // Its styles could not be fetched (offline): the words change, the layout stays as it was.
        () => live && setLook((current) => current ?? ENGLISH_LOOK),
      );
    };
    follow();
    i18n.on('languageChanged', follow);
    return () => {
      live = false;
      i18n.off('languageChanged', follow);
    };
  }, []);

  if (!look) {
    return null;
  }
  return (
    <CacheProvider value={look.cache}>
      <ThemeProvider theme={look.theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
