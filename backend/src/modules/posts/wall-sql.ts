/**
 * SQL fragments shared by the wall's plain reads (posts, comments, notifications, profiles).
 * Queries start with `with me as (select ?::int as id)` so the viewer is one parameter, and join
 * `me` wherever a fragment refers to it.
 */

/** The first CTE of a viewer's query; its one parameter is the viewer's id. */
export const ME_CTE = 'me as (select ?::int as id)';

/** True when the viewer (`me`) and the member in column `user` have not blocked each other. */
export const notBlocked = (user: string) =>
  `not exists (select 1 from blocks b where (b.blocker_id = me.id and b.blocked_id = ${user}) or (b.blocker_id = ${user} and b.blocked_id = me.id))`;

/**
 * A member's public summary (users row alias `u`) as one JSON column. Presence follows spec §4:
 * a member who chose "offline" appears offline even while connected.
 */
export const authorJson = (u: string) =>
  `json_build_object('id', ${u}.id, 'first_name', ${u}.first_name, 'last_name', ${u}.last_name,
    'username', ${u}.username, 'avatar', ${u}.avatar,
    'is_online', ${u}.is_online and ${u}.status <> 'offline',
    'status', case when ${u}.is_online then ${u}.status else 'offline' end)`;

/** `asc` or `desc`, never anything else (the direction is written into the SQL). */
export const direction = (order: string) => (order === 'asc' ? 'asc' : 'desc');

/** The first `max` characters of a text, whitespace collapsed, with an ellipsis when cut. */
export function excerpt(text: string, max = 100): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/**
 * One query for a page of a list, total included, even when the page is empty. `ctes` must
 * define `matching (id)`: the ids of the whole list, which order it (ids grow with time), or
 * `matching (id, created_at)` with `byCreatedAt` when rows may be written later than they
 * happened. `item` selects the full row of one id, `page.id`, with the same columns. Parameters:
 * the viewer, those of `ctes`, then take and offset. Rows without an id carry only the total
 * (and `extra`) of an empty page.
 */
export function pageSql(options: { ctes: string; item: string; order: string; extra?: string; byCreatedAt?: boolean }): string {
  const dir = direction(options.order);
  const sort = (t: string) => (options.byCreatedAt ? `${t}.created_at ${dir}, ${t}.id ${dir}` : `${t}.id ${dir}`);
  return `with ${ME_CTE}, ${options.ctes},
    page as (select * from matching as m order by ${sort('m')} limit ? offset ?)
    select (select count(*)::int from matching) as total${options.extra ? `, ${options.extra}` : ''}, item.*
    from (select 1) as one
    left join (page cross join lateral (${options.item}) as item) on true
    order by ${sort('item')}`;
}

/** The rows of a `pageSql` query that are items (an empty page has one row with the total only). */
export function pageItems<T extends { id: number | null }>(rows: T[]): T[] {
  return rows.filter((r) => r.id !== null);
}
