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
import { coreFieldOf, filterFieldsOf, type ListingParams, type ListingSectionSpec } from './registry';

/** The sort orders a section offers, as `sort:order` with what a member reads. */
export function sortOptions(section: ListingSectionSpec): { value: string; label: string }[] {
  const price = coreFieldOf(section, 'price')?.label ?? 'Price';
  const labels: Record<string, [string, string][]> = {
    relevance: [['relevance:desc', 'Best match']],
    created_at: [
      ['created_at:desc', 'Newest first'],
      ['created_at:asc', 'Oldest first'],
    ],
    event_date: [
      ['event_date:asc', 'Date: soonest first'],
      ['event_date:desc', 'Date: latest first'],
    ],
    price: [
      ['price:asc', `${price}: low to high`],
      ['price:desc', `${price}: high to low`],
    ],
    title: [['title:asc', 'Title: A to Z']],
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
      aria-label={`${section.label} search and filters`}
      onSubmit={submit}
      sx={{ gap: 1.5 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <TextField
          {...field('search')}
          label={`Search ${section.label.toLowerCase()}`}
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
            Search
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
              Filters
            </Button>
          )}
        </Stack>
      </Stack>
      <Collapse in={wide || unfolded} timeout={wide ? 0 : 'auto'}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', pt: 0.5 }}>
          {filterFieldsOf(section).map((f) => (
            <TextField
              key={f.name}
              select
              size="small"
              label={f.label}
              value={text(f.name)}
              onChange={(e) => onChange({ [f.name]: e.target.value || undefined })}
              sx={{ minWidth: 170 }}
            >
              <MenuItem value="">Any</MenuItem>
              {f.choices!.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          ))}
          {location && <TextField {...field('location')} size="small" label={location.label} sx={{ minWidth: 170 }} />}
          {price && (
            <>
              <TextField
                {...field('price_min')}
                size="small"
                label={`Min ${price.label.toLowerCase()}`}
                type="number"
                slotProps={{ htmlInput: { min: 0, step: 'any' } }}
                sx={{ width: 130 }}
              />
              <TextField
                {...field('price_max')}
                size="small"
                label={`Max ${price.label.toLowerCase()}`}
                type="number"
                slotProps={{ htmlInput: { min: 0, step: 'any' } }}
                sx={{ width: 130 }}
              />
            </>
          )}
          <TextField
            select
            size="small"
            label="Sort by"
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
