import { wordsFilter, searchWords } from '../sql/fragments';
import type { SqlQuery } from '../sql/paged';
import type { ContentKind } from './content-kinds';
import { visibleTo } from './content-access';
import type { CategorizedQueryDto } from './dto/content-query.input';

/**
 * The rows of a community list as the viewer `me` (ME_CTE) sees them: visible items of `kind`
 * whose `search_vector` matches `match` (site search's tsquery: every word as a prefix or one typo
 * away), author and category. A search without letters or digits falls back to a substring match
 * over SQL expression `searchable`. Selects `x.id` and `extra` columns (those the list orders by).
 * Why the index and not the substring: docs/decisions.md#content-search
 */
export function contentListBase(
  kind: ContentKind,
  searchable: string,
  query: Partial<CategorizedQueryDto>,
  extra: string[] = [],
  where: SqlQuery[] = [],
  match?: string,
): SqlQuery {
  const search = match ? { text: 'x.search_vector @@ ?::tsquery', params: [match] } : wordsFilter(searchable, searchWords(query.search));
  const filters: SqlQuery[] = [{ text: visibleTo(kind), params: [] }, search];
  if (query.category !== undefined) {
    filters.push({ text: 'x.category_id = ?', params: [query.category] });
  }
  if (query.user_id !== undefined) {
    filters.push({ text: 'x.user_id = ?', params: [query.user_id] });
  }
  filters.push(...where);
  return {
    text: `select ${['x.id', ...extra].join(', ')} from ${kind.table} x cross join me where ${filters.map((f) => f.text).join(' and ')}`,
    params: filters.flatMap((f) => f.params),
  };
}
