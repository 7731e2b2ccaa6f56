import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import type { SearchGroupDto, SearchHitDto } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isExternal, searchPath } from './paths';
import type { SearchInput } from './useSearchInput';
import { SearchHit } from './SearchHit';
import { useGroupLabel } from './groupLabel';
import './words';

type Option = { kind: 'hit'; group: string; hit: SearchHitDto; key: string } | { kind: 'all'; group: string; q: string; key: string };

/** The suggestions of a search: the hits grouped by type, then "See all results". */
function optionsOf(q: string, groups: SearchGroupDto[], label: (group: SearchGroupDto) => string): Option[] {
  const hits: Option[] = groups.flatMap((g) => g.items.map((hit) => ({ kind: 'hit' as const, group: label(g), hit, key: `${g.type}-${hit.id}` })));
  return q ? [...hits, { kind: 'all', group: '', q, key: 'all' }] : hits;
}

/** The search field with its suggestions (a combobox: arrows move, Enter opens, Escape closes). */
export default function SearchField({ search, autoFocus = false, onDone }: { search: SearchInput; autoFocus?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const groupLabel = useGroupLabel();
  const navigate = useNavigate();
  const { input, setInput, groups, loading } = search;
  const q = input.trim();
  const open = (path: string) => {
    onDone?.();
    if (isExternal(path)) {
      window.open(path, '_blank', 'noopener,noreferrer');
    } else {
      void navigate(path);
    }
  };
  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      fullWidth
      size="small"
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setInput(value)}
      options={optionsOf(q, groups, groupLabel)}
      filterOptions={(options) => options}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.kind === 'hit' ? option.hit.title : option.q)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.key)}
      loading={loading}
      loadingText={t('search:box.searching')}
      noOptionsText={q.length < 2 ? t('search:box.typeMore') : t('search:box.nothing')}
      blurOnSelect
      onChange={(_event, value) => {
        if (!value) {
          return;
        }
        if (typeof value === 'string') {
          if (value.trim()) {
            open(searchPath(value.trim()));
          }
        } else {
          open(value.kind === 'hit' ? value.hit.path : searchPath(value.q));
        }
      }}
      renderGroup={(params) => (
        <li key={params.key}>
          {params.group && (
            <ListSubheader component="div" sx={{ lineHeight: '32px', fontWeight: 700 }}>
              {params.group}
            </ListSubheader>
          )}
          <Box component="ul" sx={{ p: 0 }}>
            {params.children}
          </Box>
        </li>
      )}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.kind === 'hit' ? <SearchHit hit={option.hit} dense /> : <Box sx={{ fontWeight: 600, color: 'primary.main' }}>{t('search:box.seeAll', { q: option.q })}</Box>}
        </li>
      )}
      slotProps={{ listbox: { sx: { maxHeight: '70vh' } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          placeholder={t('search:box.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('search:box.placeholder'), enterKeyHint: 'search' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
