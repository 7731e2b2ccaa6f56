/**
 * Stands in for MUI's `createThemeWithVars` in the build (see mui-theme.ts): Plaza's themes never
 * turn CSS variables on, so MUI's `createTheme` never calls it.
 */
export default function createThemeWithVars() {
  throw new Error(
    'MUI CSS-variable themes are not in this build: remove muiThemeWithoutCssVars() from vite.config.ts to use cssVariables.',
  );
}
