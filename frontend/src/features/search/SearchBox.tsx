import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchInput } from './useSearchInput';
import './words';

/** The field and its suggestions (MUI's Autocomplete, ~30 KB): a phone fetches it when the search opens. */
const loadField = () => import('./SearchField');
const SearchField = lazy(loadField);

/**
 * The top bar's search: a field on wide screens; on a phone, a button that opens the field over
 * the whole bar (and a way back). The button's touch or focus starts fetching the field.
 */
export default function SearchBox() {
  const { t } = useTranslation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [expanded, setExpanded] = useState(false);
  const search = useSearchInput();
  if (!narrow) {
    return (
      <Box sx={{ width: '100%', maxWidth: 520 }}>
        <Suspense fallback={null}>
          <SearchField search={search} />
        </Suspense>
      </Box>
    );
  }
  if (!expanded) {
    return (
      <IconButton aria-label={t('search:box.open')} onPointerDown={() => void loadField()} onFocus={() => void loadField()} onClick={() => setExpanded(true)}>
        <SearchIcon />
      </IconButton>
    );
  }
  return (
    <Box sx={{ position: 'absolute', inset: 0, zIndex: 10, display: 'flex', alignItems: 'center', gap: 1, px: 1, bgcolor: 'background.paper' }}>
      <IconButton aria-label={t('search:box.close')} onClick={() => setExpanded(false)}>
        <ArrowBackIcon />
      </IconButton>
      <Suspense fallback={null}>
        <SearchField search={search} autoFocus onDone={() => setExpanded(false)} />
      </Suspense>
    </Box>
  );
}
