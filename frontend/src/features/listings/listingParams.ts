import type { CreateSavedSearchDto, ListingSection, SavedSearchDto } from '@plaza/sdk';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { coreFieldOf, filterFieldsOf, type ListingParams, type ListingSectionSpec } from './registry';

/** The query parameters a section's list understands (beside page). */
export function criteriaNames(section: ListingSectionSpec): string[] {
  return [
    'search',
    ...filterFieldsOf(section).map((f) => f.name),
    ...(coreFieldOf(section, 'location') ? ['location'] : []),
    ...(coreFieldOf(section, 'price') ? ['price_min', 'price_max'] : []),
  ];
}

/**
 * A section's list query kept in the address (`/marketplaces?search=bike&page=2`), so a search can
 * be shared, bookmarked and gone back to. Changing anything but the page goes back to page 1.
 */
export function useListingParams(section: ListingSectionSpec) {
  const [search, setSearch] = useSearchParams();
  const names = useMemo(() => [...criteriaNames(section), 'sort', 'order'], [section]);
  const params = useMemo(() => {
    const out: ListingParams = {};
    for (const name of names) {
      const value = search.get(name)?.trim();
      if (value) {
        out[name] = value;
      }
    }
    return out;
  }, [names, search]);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) {
            next.set(name, value);
          } else {
            next.delete(name);
          }
        }
        if (!('page' in changes)) {
          next.delete('page');
        }
        return next;
      });
    },
    [setSearch],
  );
  const criteria = Object.fromEntries(criteriaNames(section).flatMap((n) => (params[n] ? [[n, String(params[n])]] : [])));
  return { params, page, update, criteria };
}

/** A saved search of the criteria a list shows (its category under `category`, other filters under `filters`). */
export function savedSearchBody(section: ListingSectionSpec, criteria: Record<string, string>): CreateSavedSearchDto {
  const category = coreFieldOf(section, 'category');
  const own = section.fields.filter((f) => f.filter && !f.core && criteria[f.name]);
  const amount = (v: string | undefined) => (v ? Number(v) : undefined);
  return {
    section: section.slug as ListingSection,
    search: criteria.search,
    category: category ? criteria[category.name] : undefined,
    location: criteria.location,
    price_min: amount(criteria.price_min),
    price_max: amount(criteria.price_max),
    ...(own.length ? { filters: Object.fromEntries(own.map((f) => [f.name, criteria[f.name]])) } : {}),
  };
}

/** The list address a saved search opens: `/marketplaces?search=kayak&category=…`. */
export function savedSearchPath(section: ListingSectionSpec, saved: SavedSearchDto): string {
  const category = coreFieldOf(section, 'category');
  const entries: [string, string | number | null | undefined][] = [
    ['search', saved.search],
    ...(category ? [[category.name, saved.category] as [string, string | null]] : []),
    ['location', saved.location],
    ['price_min', saved.price_min],
    ['price_max', saved.price_max],
    ...Object.entries(saved.filters),
  ];
  const query = new URLSearchParams(entries.flatMap(([k, v]) => (v === null || v === undefined || v === '' ? [] : [[k, String(v)]])));
  const text = query.toString();
  return `/${section.slug}${text ? `?${text}` : ''}`;
}
