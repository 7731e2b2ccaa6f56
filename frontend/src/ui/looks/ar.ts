import createCache from '@emotion/cache';
import { arSA } from '@mui/material/locale';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { languageTheme } from '../theme';

/**
 * Material icons that point along the line (back, forward, chevrons, send, sign in and out,
 * undo, redo, reply), known by their path: an icon carries no other mark in a production build. In
 * Arabic they point the other way. MUI's own pagination and tab arrows (other paths) flip themselves.
 */
const DIRECTIONAL_PATHS = [
  'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z', // ArrowBack
  'm12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z', // ArrowForward
  'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z', // ChevronLeft
  'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z', // ChevronRight
  'M17.77 3.77 16 2 6 12l10 10 1.77-1.77L9.54 12z', // ArrowBackIosNew
  'M6.23 20.23 8 22l10-10L8 2 6.23 3.77 14.46 12z', // ArrowForwardIos
  'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z', // Send
  'm17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z', // Logout
  'M11 7 9.6 8.4l2.6 2.6H2v2h10.2l-2.6 2.6L11 17l5-5zm9 12h-8v2h8c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-8v2h8z', // Login
  'M12.5 8c-2.65 0-5.05.99-6.9 2.6L2 7v9h9l-3.62-3.62c1.39-1.16 3.16-1.88 5.12-1.88 3.54 0 6.55 2.31 7.6 5.5l2.37-.78C21.08 11.03 17.15 8 12.5 8', // Undo
  'M18.4 10.6C16.55 8.99 14.15 8 11.5 8c-4.65 0-8.58 3.03-9.96 7.22L3.9 16c1.05-3.19 4.05-5.5 7.6-5.5 1.95 0 3.73.72 5.12 1.88L13 16h9V7z', // Redo
  'M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11', // Reply
];

const mirrored = DIRECTIONAL_PATHS.map((d) => `&:has(> path[d="${d}"])`).join(', ');

/** Arabic: right to left (MUI's layout, and every CSS rule mirrored by the RTL plugin), MUI's own words in Arabic. */
export const theme = languageTheme('rtl', arSA, {
  components: { MuiSvgIcon: { styleOverrides: { root: { [mirrored]: { transform: 'scaleX(-1)' } } } } },
});

/** Its own key, so mirrored rules never collide with the left-to-right ones already on the page. */
export const cache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
