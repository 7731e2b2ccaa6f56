import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlQuery } from '../../common/sql/paged';
import { sqlOne } from '../../database/sql';

// One notion of a search's words for listing, site and content search.
export { MAX_SEARCH_TERMS, searchTerms } from '../../common/search/search-query';

/**
 * The CTE `q`: `q.query` matches every word as a prefix, or one typo away for an unknown word of 4+
 * letters; `q.exact` without typos, to rank exact matches first. One parameter: the words as a JSON
 * array. Why: docs/decisions.md#listing-search
 */
export function searchCte(terms: string[]): SqlQuery {
  return {
    text: `q as (
      select to_tsquery('simple', string_agg(x.alts, ' & ')) as query,
             to_tsquery('simple', string_agg(x.w || ':*', ' & ')) as exact
      from (
        select t.w, '(' || string_agg(distinct a.alt, ' | ') || ')' as alts
        from (
          select regexp_replace(immutable_unaccent(i.w), '[^[:alnum:]]', '', 'g') as w, i.ord
          from jsonb_array_elements_text(?::jsonb) with ordinality as i(w, ord)
        ) t
        cross join lateral (
          select t.w || ':*' as alt
          union all
          select v.word from (
            select left(t.w, (char_length(t.w) - 1) / 2) as head, reverse(right(t.w, (char_length(t.w) - 1) / 2)) as tail
          ) k
          join listing_words v on
            (v.word ~>=~ k.head and v.word ~<~ (k.head || chr(1114111)))
            or (reverse(v.word) ~>=~ k.tail and reverse(v.word) ~<~ (k.tail || chr(1114111)))
          where char_length(t.w) >= 4
            and not exists (select 1 from listing_words known where known.word = t.w)
            and char_length(v.word) between char_length(t.w) - 1 and char_length(t.w) + 1
            and v.word <> t.w
            and one_typo_apart(v.word, t.w)
        ) a
        where t.w <> ''
        group by t.ord, t.w
      ) x
    )`,
    params: [JSON.stringify(terms)],
  };
}

/**
 * The tsqueries of a search (`searchCte`'s `q`), as text: null when no word is left; and how many
 * of the section's listed listings PostgreSQL estimates they match, and how many it lists.
 */
export interface ResolvedSearch {
  query: string | null;
  exact: string | null;
  matches: number;
  listed: number;
}

/** At most this many resolutions are kept (the oldest go first). */
const RESOLVED_MAX = 2_000;
const resolved = new Map<string, { at: number; value: ResolvedSearch }>();

/**
 * Resolves the search's tsqueries before the list, so PostgreSQL plans the match with its statistics
 * and the list knows how common the words are; kept `ttlMs` (only typo alternatives and the estimate
 * may be stale). Why: docs/decisions.md#listing-search
 */
export async function resolveSearch(em: EntityManager, section: string, terms: string[], ttlMs: number): Promise<ResolvedSearch> {
  const key = `${section}\u0000${terms.join('\u0000')}`;
  const now = Date.now();
  const hit = resolved.get(key);
  if (hit && now - hit.at < ttlMs) {
    return hit.value;
  }
  const cte = searchCte(terms);
  const row = await sqlOne<{ query: string | null; exact: string | null; matches: number | null; listed: number | null }>(
    em,
    `with ${cte.text}
     select q.query::text as query, q.exact::text as exact, e.matches, e.listed
       from q left join lateral listing_search_estimate(?, q.query) e on true`,
    [...cte.params, section],
  );
  const value: ResolvedSearch = {
    query: row?.query ?? null,
    exact: row?.exact ?? null,
    matches: row?.matches ?? 0,
    listed: row?.listed ?? 0,
  };
  resolved.delete(key);
  if (ttlMs <= 0) {
    return value;
  }
  resolved.set(key, { at: now, value });
  if (resolved.size > RESOLVED_MAX) {
    resolved.delete(resolved.keys().next().value!);
  }
  return value;
}

/** The CTE `q` of a resolved search: its two tsqueries. Two parameters. */
export function resolvedSearchCte(search: ResolvedSearch): SqlQuery {
  return { text: 'q as (select ?::tsquery as query, ?::tsquery as exact)', params: [search.query, search.exact] };
}

/** How well a listing matches (`l` and `q` in scope): title words weigh more, exact words more than typos. */
export const RANK_SQL = 'ts_rank(l.search_vector, q.query) + ts_rank(l.search_vector, q.exact)';
