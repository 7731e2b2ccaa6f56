import { ptPT } from '@mui/material/locale';
import { languageTheme } from '../theme';

/** European Portuguese: left to right, with MUI's own words (pagination, alerts…) in Portuguese. */
export const theme = languageTheme('ltr', ptPT);
