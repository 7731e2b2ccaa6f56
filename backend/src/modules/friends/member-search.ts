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
 * Member search, one query: the candidates are the first SEARCH_WINDOW members whose first name,
 * last name or username starts with the search's longest word (three btree indexes, read in
 * order), plus the first SEARCH_WINDOW whose name contains every word of 3+ characters (the
 * trigram index). Every word must match a candidate: a word of 3+ characters anywhere in its
 * name or username, a shorter one at the start of one of its words ("an" finds Anna and Ana
 * Ruiz, not Ivan: pg_trgm cannot index two letters, and a user typing two letters means the start
 * of a name). Ranked by word similarity, then by name; at most SEARCH_WINDOW rows. Columns: id,
 * first_name, last_name, friends_since (null), rank. Parameters in order.
 */
export function memberSearchBase(meId: number, words: string[]): SqlQuery {
  const columns = 'u.id, u.first_name, u.last_name, u.search_name, u.banned_at';
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
                  word_similarity(immutable_unaccent(lower(?)), ${searchableSql('c')}) as rank
             from (${sources.map((s) => s.text).join(' union ')}) c
            where ${matching.text} and c.id <> ? and c.banned_at is null and ${notBlockedAmong('?::int', 'c.id')}
            order by rank desc, lower(c.first_name), lower(c.last_name), c.id
            limit ${SEARCH_WINDOW}`,
    params: [words.join(' '), ...sources.flatMap((s) => s.params), ...matching.params, meId, meId, meId],
  };
}

/** At most this many known names (`member_name_words`) are taken as what a typo meant, the closest first. */
const TYPO_NAMES = 4;

/**
 * The typo fallback, when the search found nobody: members whose name or username is similar
 * to the search as a whole (pg_trgm's word similarity at least TYPO_SIMILARITY, the session's
 * `pg_trgm.word_similarity_threshold` set on each connection by orm.config.ts), closest first, at
 * most SEARCH_WINDOW. Bounded whatever the search: the candidates are the members whose first or
 * last name is one of the TYPO_NAMES known names (`member_name_words`, a trigram index over the
 * distinct first and last names) most similar to the search's longest word, read through the
 * name indexes and stopped at SEARCH_WINDOW matches. It used to test every member in table order
 * until SEARCH_WINDOW were similar: thousands of names for a typo of a common name (14 ms for
 * "ivanvo" among 100k members), and all of them when few are. A member is found by a typo of
 * their first or last name, not of their username alone. Same columns and parameter order as
 * memberSearchBase.
 */
export function memberTypoBase(meId: number, words: string[]): SqlQuery {
  const driver = words.reduce((a, b) => (b.length > a.length ? b : a));
  const key = (column: string) => `(immutable_unaccent(lower(u.${column})) collate "C")`;
  const columns = 'u.id, u.first_name, u.last_name, u.search_name, u.banned_at';
  // The names' members, closest name first, read until SEARCH_WINDOW are similar to the search;
  // a member whose first and last names are both among the chosen names comes once (by the first).
  return {
    text: `select c.id, c.first_name, c.last_name, null::timestamptz as friends_since,
                  word_similarity(q.text, ${searchableSql('c')}) as rank
             from (select immutable_unaccent(lower(?)) as text, immutable_unaccent(lower(?)) as driver) q
            cross join lateral (
              select array(select v.word from member_name_words v where q.driver <% v.word
                            order by word_similarity(q.driver, v.word) desc, v.word limit ${TYPO_NAMES}) as words
            ) names
            cross join lateral (
              select u.id, u.first_name, u.last_name, u.search_name from unnest(names.words) n(word)
               cross join lateral (
                 select ${columns} from users u where ${key('first_name')} = n.word
                 union all
                 select ${columns} from users u where ${key('last_name')} = n.word and ${key('first_name')} <> all (names.words)
               ) u
               where q.text <% ${searchableSql('u')} and u.id <> ? and u.banned_at is null and ${notBlockedAmong('?::int', 'u.id')}
               limit ${SEARCH_WINDOW}
            ) c`,
    params: [words.join(' '), driver, meId, meId, meId],
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

/** How similar a name must be to count as a typo of the search (pg_trgm's default: 0.6). */
export const TYPO_SIMILARITY = 0.5;

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
