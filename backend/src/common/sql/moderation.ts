/**
 * Hidden content, as every domain's reads see it. A moderator (or enough reports) sets a row's
 * `hidden_at`: it then exists only for its author, who sees it marked hidden. Every read of a
 * moderated table adds `contentVisible` to its conditions and may select `hiddenFlag`.
 */

/**
 * SQL: row `alias` is not hidden, or `viewer` (an SQL expression: `me.id`, `?`) is its author
 * (column `author`, default `user_id`).
 */
export const contentVisible = (alias: string, viewer: string, author = 'user_id') =>
  `(${alias}.hidden_at is null or ${alias}.${author} = ${viewer})`;

/** SQL: whether row `alias` is hidden (select it `as hidden` for the author's view). */
export const hiddenFlag = (alias: string) => `(${alias}.hidden_at is not null)`;
