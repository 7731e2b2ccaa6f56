/**
 * SQL fragments every domain's plain reads share. A viewer's query may start with `ME_CTE` so the
 * viewer is one parameter, and join `me` wherever a fragment refers to `me.id`.
 */

/** The first CTE of a viewer's query; its one parameter is the viewer's id. */
export const ME_CTE = 'me as (select ?::int as id)';

/**
 * True when members `a` and `b` (SQL expressions: columns, `me.id`, or `?` placeholders, each
 * written twice: a, b, b, a) blocked each other, either way.
 */
export const blockedEither = (a: string, b: string) =>
  `exists (select 1 from blocks blk where (blk.blocker_id = ${a} and blk.blocked_id = ${b}) or (blk.blocker_id = ${b} and blk.blocked_id = ${a}))`;

/**
 * True when `viewer` and `user` have not blocked each other (either way): what one of them
 * wrote does not exist for the other. `notBlocked('me.id', 'p.user_id')`; with `?` for the
 * viewer its parameter comes twice (viewer, viewer).
 */
export const notBlocked = (viewer: string, user: string) => `not ${blockedEither(viewer, user)}`;

/**
 * `notBlocked` for lists testing many rows: the viewer's blocks are read once and each `user` looked
 * up in that set. `viewer` must not depend on the row (it is written twice); `user` must not be null.
 * Why: docs/decisions.md#plain-sql-for-hot-reads
 */
export const notBlockedAmong = (viewer: string, user: string) =>
  `${user} not in (select blk.blocked_id from blocks blk where blk.blocker_id = ${viewer}
    union all select blk.blocker_id from blocks blk where blk.blocked_id = ${viewer})`;

/** `asc` or `desc`, never anything else (the direction is written into the SQL). */
export const direction = (order: string): 'asc' | 'desc' => (order === 'asc' ? 'asc' : 'desc');

/** The first `max` characters of a text, whitespace collapsed, with an ellipsis when cut. */
export function excerpt(text: string, max = 100): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** Escapes LIKE's wildcards so a search for "50%" or "a_b" matches those characters. */
export const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** At most this many words of a search are used. */
export const MAX_SEARCH_WORDS = 5;

/** The words of a search box, lower-cased by SQL later; empty when there is nothing to look for. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/**
 * Every word must occur in the text of SQL expression `searchable` (ignoring case and accents);
 * `true` without words. Parameters: the words, LIKE-escaped.
 */
export function wordsFilter(searchable: string, words: string[]): { text: string; params: string[] } {
  if (!words.length) {
    return { text: 'true', params: [] };
  }
  return {
    text: words.map(() => `${searchable} like '%' || immutable_unaccent(lower(?)) || '%'`).join(' and '),
    params: words.map(escapeLike),
  };
}

/**
 * True when members `a` and `b` (SQL expressions, each written twice: a, b, a, b) are friends: an
 * accepted friendship either way, read through the pair's unique index.
 */
export const areFriends = (a: string, b: string) =>
  `exists (select 1 from friendships fr where fr.status = 'accepted'
     and least(fr.requester_id, fr.addressee_id) = least(${a}, ${b}) and greatest(fr.requester_id, fr.addressee_id) = greatest(${a}, ${b}))`;
