import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** The keyboard focus ring: the primary colour, 4.9:1 on white. */
const FOCUS_RING = '#2f5bea';

const options: ThemeOptions = {
  palette: {
    primary: { main: '#2f5bea', dark: '#1f3fb0', light: '#e8eeff' },
    secondary: { main: '#ff7a45' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
  },
  shape: { borderRadius: 12 },
  typography: {
    // The shipped Twemoji first (app/emojiFont.ts: emoji code points only, drawn in every engine), so no
    // text font draws an emoji as a box; then the text fonts and the systems' emoji fonts.
    fontFamily:
      '"Plaza Emoji", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // A keyboard user always sees where the focus is: a ring on every button, link and menu entry
    // focused from the keyboard (MUI alone shows only a faint ripple).
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 } } },
    },
    MuiLink: {
      styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': { outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 } } },
    },
    MuiMenuItem: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
    },
    // MUI 9's Typography takes only palette names as its colour ('textSecondary'); the app writes
    // palette paths, as Link and sx still take them. Without these, 'text.secondary' was ignored.
    MuiTypography: {
      variants: [
        { props: { color: 'text.secondary' }, style: ({ theme }) => ({ color: theme.palette.text.secondary }) },
        { props: { color: 'text.primary' }, style: ({ theme }) => ({ color: theme.palette.text.primary }) },
        { props: { color: 'text.disabled' }, style: ({ theme }) => ({ color: theme.palette.text.disabled }) },
        { props: { color: 'success.main' }, style: ({ theme }) => ({ color: theme.palette.success.main }) },
      ],
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 } },
  },
};

/** Plaza's theme in English; other languages add their direction and MUI's own words (ui/looks). */
export const theme = createTheme(options);

/** Plaza's theme for a language: its direction, then MUI's translations and any other overrides. */
export function languageTheme(direction: 'ltr' | 'rtl', ...extra: object[]) {
  return createTheme({ ...options, direction }, ...extra);
}
