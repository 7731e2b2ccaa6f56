import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CategoryDto } from '@plaza/sdk';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../words';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  /** With categories: the select, and the chosen one (0: all). */
  categories?: CategoryDto[];
  category?: number;
  onCategory?: (category: number) => void;
}

/** The search box (applied after a short pause in typing) and the category select of a list. */
export function ListFilters({ search, onSearch, categories, category = 0, onCategory }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== search) {
        onSearch(text.trim());
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
      <TextField
        size="small"
        placeholder={t('community:filters.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': t('community:filters.search'), maxLength: 100 },
          input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        }}
        sx={{ flexGrow: 1 }}
      />
      {categories && onCategory && (
        <TextField
          select
          size="small"
          label={t('community:filters.category')}
          value={category}
          onChange={(event) => onCategory(Number(event.target.value))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={0}>{t('community:filters.allCategories')}</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
