import { escapeLike, notBlockedAmong } from '../../common/sql/fragments';
import type { SqlQuery } from '../../common/sql/paged';
import { searchableSql } from '../../common/users/user-summary';

/**
 * Member search reads at most this many candidates from each of its sources and answers at most
 * this many matches, the closest first (so `total` is capped at it too): enough to page through,
 * and a search for "an" among 100k members stays a matter of milliseconds.
 */
export const SEARCH_WINDOW = 200;

/** Words shorter than this match the start of a name's word; longer ones anywhere in it. */
const SUBSTRING_MIN = 3;

/**
 * Member search in one query over bounded candidates (SEARCH_WINDOW by name or username prefix, as
 * many by trigram), every word matching; ranked by similarity, then name. Columns: id, first_name,
 * last_name, friends_since (null), rank, distance (0). Why: docs/decisions.md#member-search
 */
export function memberSearchBase(meId: number, words: string[]): SqlQuery {
  const columns = 'u.id, u.first_name, u.last_name, u.search_name, u.banned_at, u.deleted_at';
  const filters = (alias: string) => {
    const all = words.map((word) => wordFilter(searchableSql(alias), word));
    return { text: all.map((f) => f.text).join(' and '), params: all.flatMap((f) => f.params) };
  };
  const driver = words.reduce((a, b) => (b.length > a.length ? b : a));
  // A prefix source reads its window in index order, and nothing else: with the other words in
  // the same WHERE, the planner trades the ordered index scan for the trigram index and a sort
  // of every match. The other words are checked on the window afterwards. The prefix is a range
  // of the index (what `like 'mar%'` is planned as, without its recheck, which would normalize
  // each name again): from the prefix to the prefix followed by the highest character.
  const prefix = (column: string): SqlQuery => {
    const key = `(immutable_unaccent(lower(u.${column})) collate "C")`;
    return {
      text: `(select ${columns} from users u, (select immutable_unaccent(lower(?)) collate "C" as start) p
               where ${key} >= p.start and ${key} < p.start || chr(1114111) order by ${key} limit ${SEARCH_WINDOW})`,
      params: [driver],
    };
  };
  const sources = [prefix('first_name'), prefix('last_name'), prefix('username')];
  if (words.some((word) => word.length >= SUBSTRING_MIN)) {
    const all = filters('u');
    sources.push({ text: `(select ${columns} from users u where ${all.text} limit ${SEARCH_WINDOW})`, params: all.params });
  }
  const matching = words.length > 1 ? filters('c') : { text: 'true', params: [] };
  return {
    text: `select c.id, c.first_name, c.last_name, null::timestamptz as friends_since,
                  word_similarity(immutable_unaccent(lower(?)), ${searchableSql('c')}) as rank, 0 as distance
             from (${sources.map((s) => s.text).join(' union ')}) c
            where ${matching.text} and c.id <> ? and c.banned_at is null and c.deleted_at is null and ${notBlockedAmong('?::int', 'c.id')}
            order by rank desc, lower(c.first_name), lower(c.last_name), c.id
            limit ${SEARCH_WINDOW}`,
    params: [words.join(' '), ...sources.flatMap((s) => s.params), ...matching.params, meId, meId, meId],
  };
}

/** At most this many known names (`member_name_words`) are taken as what a typo meant. */
const TYPO_NAMES = 4;

/** The known names most similar (by trigrams) to a typo, among which the TYPO_NAMES closest spellings are taken. */
const TYPO_NAME_CANDIDATES = 8;

/**
 * At most this many known names sharing a spelling with one letter left out with the misspelt
 * word (`member_name_word_variants`: two edits or fewer, "jhon" for john) join those candidates.
 */
const TYPO_NAME_VARIANTS = 32;

/** At most this many members are taken whose username is one edit from the search, of at most this many so spelt. */
const TYPO_USERNAMES = 10;
const TYPO_USERNAME_CANDIDATES = 100;

/** A distance beyond any `typo_distance` (24 characters at most): no name of the member was chosen. */
const TYPO_FAR = 99;

/**
 * The typo fallback when nobody was found, bounded whatever the search: members bearing the known
 * names closest to the misspelt word, or whose username is one edit away; ranked by similarity, then
 * edits. Same columns and parameters as memberSearchBase. Why: docs/decisions.md#member-search
 */
export function memberTypoBase(meId: number, words: string[]): SqlQuery {
  const key = (column: string) => `(immutable_unaccent(lower(u.${column})) collate "C")`;
  const username = 'immutable_unaccent(lower(u.username))';
  const columns = 'u.id, u.first_name, u.last_name, u.search_name';
  const open = `u.id <> ? and u.banned_at is null and u.deleted_at is null and ${notBlockedAmong('?::int', 'u.id')}`;
  // The misspelt word: the longest of 3+ letters (trigrams) that is not a known name, the first such.
  const driver = `(select immutable_unaccent(lower(x.w)) from unnest(array[${words.map(() => '?').join(', ')}]::text[]) with ordinality x(w, i)
                    order by length(x.w) >= ${SUBSTRING_MIN} desc,
                             exists (select 1 from member_name_words v where v.word = immutable_unaccent(lower(x.w))),
                             length(x.w) desc, x.i limit 1)`;
  // `q` is computed once (`offset 0`). Pulled up, each use of the driver was a copy of its
  // subquery, and the text a constant whose trigram selectivity the planner estimated for every
  // branch: 1.2-1.5 ms of planning with every search of 3+ letters, found or not, against 0.8.
  // Behind the fence the planner reads the trigram index per loop, so the names' members are
  // read in one scan (`= any`), not name by name (which read it once per name and column: 4 x 2
  // scans for "marai lopez", 24 ms at p99). A member found by a name and by their username comes
  // once, by the closer of the two.
  return {
    text: `select * from (
             select distinct on (c.id) c.id, c.first_name, c.last_name, null::timestamptz as friends_since,
                    word_similarity(q.text, c.search_name) as rank, c.distance
               from (select immutable_unaccent(lower(?)) as text, ${driver} as driver offset 0) q
              cross join lateral (
                select array_agg(v.word order by v.distance, v.similarity desc, v.word) as words,
                       array_agg(v.distance order by v.distance, v.similarity desc, v.word) as distances
                  from (select v.word, v.similarity, typo_distance(q.driver, v.word) as distance from (
                          (select v.word, word_similarity(q.driver, v.word) as similarity from member_name_words v
                            where q.driver <% v.word order by similarity desc, v.word limit ${TYPO_NAME_CANDIDATES})
                          union
                          (select x.word, word_similarity(q.driver, x.word) from member_name_word_variants x
                            where x.variant in (select username_variants(q.driver)) limit ${TYPO_NAME_VARIANTS})
                        ) v order by distance, v.similarity desc, v.word limit ${TYPO_NAMES}) v
              ) names
              cross join lateral (
                (select ${columns}, typo_distance(q.text, ${username}) as distance from users u
                  where u.id in (select x.user_id from member_username_variants x
                                  where x.variant in (select username_variants(q.text)) limit ${TYPO_USERNAME_CANDIDATES})
                    and ${open}
                  order by distance limit ${TYPO_USERNAMES})
                union all
                (select ${columns}, least(coalesce(names.distances[array_position(names.words, ${key('first_name')}::text)], ${TYPO_FAR}),
                                          coalesce(names.distances[array_position(names.words, ${key('last_name')}::text)], ${TYPO_FAR})) as distance
                   from users u
                  where (${key('first_name')} = any (names.words) or ${key('last_name')} = any (names.words))
                    ${words.length > 1 ? `and q.text <% ${searchableSql('u')}` : ''} and ${open}
                  limit ${SEARCH_WINDOW})
              ) c
              order by c.id, c.distance
           ) typo
           order by rank desc, distance, lower(first_name), lower(last_name), id
           limit ${SEARCH_WINDOW}`,
    params: [words.join(' '), ...words, meId, meId, meId, meId, meId, meId],
  };
}

/**
 * Member search with its typo fallback, one query: memberSearchBase's matches, or when there are
 * none (and the search is long enough for trigrams), memberTypoBase's similar names; PostgreSQL
 * runs the fallback only when the search found nobody.
 */
export function memberSearch(meId: number, words: string[]): SqlQuery {
  const base = memberSearchBase(meId, words);
  if (!typoFallbackApplies(words)) {
    return base;
  }
  const typo = memberTypoBase(meId, words);
  return {
    text: `with found as (${base.text})
           select * from found
           union all
           select * from (${typo.text}) typo where not exists (select 1 from found)`,
    params: [...base.params, ...typo.params],
  };
}


/** Whether a search can have a typo fallback: trigrams need 3 characters. */
export const typoFallbackApplies = (words: string[]) => words.join(' ').length >= SUBSTRING_MIN;

function wordFilter(searchable: string, word: string): SqlQuery {
  const escaped = escapeLike(word);
  if (word.length >= SUBSTRING_MIN) {
    return { text: `${searchable} like '%' || immutable_unaccent(lower(?)) || '%'`, params: [escaped] };
  }
  return {
    text: `(${searchable} like immutable_unaccent(lower(?)) || '%' or ${searchable} like '% ' || immutable_unaccent(lower(?)) || '%')`,
    params: [escaped, escaped],
  };
}
