import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOne } from '../../database/sql';

/** At most this many words of a search are used, each at most this long. */
export const MAX_SEARCH_TERMS = 6;
const MAX_TERM_LENGTH = 40;

/** The words of a search: letters and digits only (anything else separates words), lower case. */
export function searchTerms(search: string | undefined): string[] {
  return (search ?? '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_TERM_LENGTH))
    .slice(0, MAX_SEARCH_TERMS);
}

/** A prefix that completes to more known words than this stays a GIN partial match (`w:*`). */
export const MAX_PREFIX_WORDS = 50;

/** SQL: text `w` as one quoted tsquery lexeme, taken as it is (no parser, no dictionary). */
const lexeme = (w: string) => `'''' || replace(replace(${w}, '\\', '\\\\'), '''', '''''') || ''''`;

/**
 * The tsqueries of a site search: `query` matches every word, the last one (still being typed) by
 * the words it is the start of, or one typo away for an unknown word of 4+ letters (the words of
 * every searched table, `search_words`, found by their first or last half and checked with
 * `one_typo_apart`, as listing search does); `exact` without typos. Null when no word is left.
 * The last word's completions are matched as exact words, which GIN reads ~3× faster than a
 * partial match; more than MAX_PREFIX_WORDS stay one (`w:*`). Why: docs/decisions.md#site-search
 */
export async function resolveSiteSearch(em: EntityManager, terms: string[]): Promise<{ query: string; exact: string } | null> {
  if (!terms.length) {
    return null;
  }
  const row = await sqlOne<{ query: string | null; exact: string | null }>(
    em,
    `select string_agg(x.alts, ' & ')::tsquery::text as query,
            string_agg(${lexeme('x.w')} || case when x.ord = x.last then ':*' else '' end, ' & ')::tsquery::text as exact
     from (
       select t.w, t.ord, t.last, '(' || string_agg(distinct a.alt, ' | ') || ')' as alts
       from (
         select s.w, s.ord, max(s.ord) over () as last from (
           select regexp_replace(immutable_unaccent(lower(i.w)), '[^[:alnum:]]', '', 'g') as w, i.ord
           from jsonb_array_elements_text(?::jsonb) with ordinality as i(w, ord)
         ) s where s.w <> ''
       ) t
       cross join lateral (
         select array(
           select v.word from search_words v
           where t.ord = t.last and v.word ~>=~ t.w and v.word ~<~ (t.w || chr(1114111))
           limit ${MAX_PREFIX_WORDS + 1}
         ) as words
       ) c
       cross join lateral (
         select ${lexeme('t.w')} as alt where t.ord <> t.last or cardinality(c.words) = 0
         union all
         select ${lexeme('t.w')} || ':*' where cardinality(c.words) > ${MAX_PREFIX_WORDS}
         union all
         select ${lexeme('w')} from unnest(c.words) w where cardinality(c.words) <= ${MAX_PREFIX_WORDS}
         union all
         (select ${lexeme('v.word')} from (
           select left(t.w, (char_length(t.w) - 1) / 2) as head, reverse(right(t.w, (char_length(t.w) - 1) / 2)) as tail,
                  array[char_length(t.w) - 1, char_length(t.w), char_length(t.w) + 1] as lengths
         ) k
         join search_words v on
           (char_length(v.word) = any (k.lengths) and v.word ~>=~ k.head and v.word ~<~ (k.head || chr(1114111)))
           or (char_length(v.word) = any (k.lengths) and reverse(v.word) ~>=~ k.tail and reverse(v.word) ~<~ (k.tail || chr(1114111)))
         where char_length(t.w) >= 4
           and not exists (select 1 from search_words known where known.word = t.w)
           and v.word <> t.w
           and v.word ~ '^[[:alnum:]]+$'
           and one_typo_apart(v.word, t.w)
         limit 8)
       ) a
       group by t.ord, t.w, t.last
     ) x`,
    [JSON.stringify(terms)],
  );
  return row?.query && row.exact ? { query: row.query, exact: row.exact } : null;
}
