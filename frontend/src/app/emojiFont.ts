import twemojiUrl from 'twemoji-colr-font/twemoji.woff2?url';

/**
 * Pictographs only (with the joiners, selectors and tags of emoji sequences): the font comes first
 * in the app's font list (ui/theme.ts), ahead of text fonts that draw some emoji as plain boxes
 * (DejaVu Sans), while ©, ™ and arrows stay text.
 */
const EMOJI_UNICODE_RANGE =
  'U+200D, U+20E3, U+2600-27BF, U+2B05-2B07, U+2B1B-2B1C, U+2B50, U+2B55, U+FE0F, U+1F000-1FAFF, U+E0020-E007F';

/**
 * Colour emoji everywhere: Twemoji as a COLR (v0) font, drawn by every engine, also where the system
 * has none or its COLRv1 font renders blank (Debian's Chromium). Declared after the first page
 * (main.tsx): its 466 KB held a chat's first paint (docs/decisions.md#which-renders-block).
 */
export function declareEmojiFont(): void {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined') {
    return;
  }
  document.fonts.add(new FontFace('Plaza Emoji', `url(${twemojiUrl}) format('woff2')`, { unicodeRange: EMOJI_UNICODE_RANGE, display: 'swap' }));
}
