import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { choiceLabel, fieldLabel, sectionText } from './labels';
import { coreFieldOf, filterFieldsOf, type ListingParams, type ListingSectionSpec } from './registry';
import './words';

/** The sort orders a section offers, as `sort:order` with what a member reads. */
export function sortOptions(section: ListingSectionSpec): { value: string; label: string }[] {
  const field = coreFieldOf(section, 'price');
  const price = field ? fieldLabel(section, field) : '';
  const t = i18n.t;
  const labels: Record<string, [string, string][]> = {
    relevance: [['relevance:desc', t('listings:filters.relevance')]],
    created_at: [
      ['created_at:desc', t('listings:filters.newest')],
      ['created_at:asc', t('listings:filters.oldest')],
    ],
    event_date: [
      ['event_date:asc', t('listings:filters.soonest')],
      ['event_date:desc', t('listings:filters.latest')],
    ],
    price: [
      ['price:asc', t('listings:filters.priceLow', { price })],
      ['price:desc', t('listings:filters.priceHigh', { price })],
    ],
    title: [['title:asc', t('listings:filters.titleAz')]],
  };
  return section.sorts.flatMap((key) => labels[key].map(([value, label]) => ({ value, label })));
}

interface Props {
  section: ListingSectionSpec;
  params: ListingParams;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** The search box and the section's filters and sort, from its declaration. */
export function ListingFilters({ section, params, onChange }: Props) {
  const { t } = useTranslation();
  const text = (name: string) => (params[name] === undefined ? '' : String(params[name]));
  const [typed, setTyped] = useState(() => ({
    search: text('search'),
    location: text('location'),
    price_min: text('price_min'),
    price_max: text('price_max'),
  }));
  const location = coreFieldOf(section, 'location');
  const price = coreFieldOf(section, 'price');
  const searching = Boolean(params.search);
  const sort = `${params.sort ?? (searching ? 'relevance' : 'created_at')}:${params.order ?? 'desc'}`;
  const options = sortOptions(section).filter((o) => (o.value.startsWith('relevance') ? searching : true));
  // On a phone the filters fold away under a button; on wider screens they are always shown.
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const active =
    filterFieldsOf(section).filter((f) => params[f.name]).length +
    ['location', 'price_min', 'price_max', 'sort'].filter((n) => params[n]).length;
  const [unfolded, setUnfolded] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = (v: string) => v.trim() || undefined;
    onChange({
      search: clean(typed.search),
      location: clean(typed.location),
      price_min: clean(typed.price_min),
      price_max: clean(typed.price_max),
      ...(typed.search.trim() ? {} : params.sort === 'relevance' ? { sort: undefined, order: undefined } : {}),
    });
  };
  const field = (name: keyof typeof typed) => ({
    value: typed[name],
    onChange: (e: { target: { value: string } }) => setTyped((t) => ({ ...t, [name]: e.target.value })),
  });

  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('listings:filters.form', { section: sectionText(section) })}
      onSubmit={submit}
      sx={{ gap: 1.5 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <TextField
          {...field('search')}
          label={sectionText(section, 'search')}
          size="small"
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 255 },
          }}
        />
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button type="submit" variant="contained" sx={{ flexShrink: 0, px: 3, flexGrow: { xs: 1, sm: 0 } }}>
            {t('listings:filters.search')}
          </Button>
          {!wide && (
            <Button
              variant="outlined"
              onClick={() => setUnfolded((u) => !u)}
              aria-expanded={unfolded}
              startIcon={
                <Badge color="primary" badgeContent={active}>
                  <TuneIcon />
                </Badge>
              }
            >
              {t('listings:filters.filters')}
            </Button>
          )}
        </Stack>
      </Stack>
      {/* Folded, the fields are not drawn: a phone's first render of a section skipped their selects. */}
      <Collapse in={wide || unfolded} timeout={wide ? 0 : 'auto'} unmountOnExit>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', pt: 0.5 }}>
          {filterFieldsOf(section).map((f) => (
            <TextField
              key={f.name}
              select
              size="small"
              label={fieldLabel(section, f)}
              value={text(f.name)}
              onChange={(e) => onChange({ [f.name]: e.target.value || undefined })}
              sx={{ minWidth: 170 }}
            >
              <MenuItem value="">{t('listings:filters.any')}</MenuItem>
              {f.choices!.map((c) => (
                <MenuItem key={c} value={c}>
                  {choiceLabel(f, c)}
                </MenuItem>
              ))}
            </TextField>
          ))}
          {location && (
            <TextField
              {...field('location')}
              size="small"
              label={fieldLabel(section, location)}
              sx={{ minWidth: 170 }}
            />
          )}
          {price && (
            <>
              <TextField
                {...field('price_min')}
                size="small"
                label={t('listings:filters.min', { price: fieldLabel(section, price).toLocaleLowerCase() })}
                type="number"
                slotProps={{ htmlInput: { min: 0, step: 'any' } }}
                sx={{ width: 130 }}
              />
              <TextField
                {...field('price_max')}
                size="small"
                label={t('listings:filters.max', { price: fieldLabel(section, price).toLocaleLowerCase() })}
                type="number"
                slotProps={{ htmlInput: { min: 0, step: 'any' } }}
                sx={{ width: 130 }}
              />
            </>
          )}
          <TextField
            select
            size="small"
            label={t('listings:filters.sortBy')}
            value={options.some((o) => o.value === sort) ? sort : options[0].value}
            onChange={(e) => {
              const [key, order] = e.target.value.split(':');
              onChange({ sort: key, order });
            }}
            sx={{ minWidth: 190, ml: { md: 'auto' } }}
          >
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Collapse>
    </Stack>
  );
}
