import { wordsFilter, searchWords } from '../sql/fragments';
import type { SqlQuery } from '../sql/paged';
import type { ContentKind } from './content-kinds';
import { visibleTo } from './content-access';
import type { CategorizedQueryDto } from './dto/content-query.input';

/**
 * The rows of a community list as the viewer `me` (ME_CTE) sees them: visible items of `kind`
 * matching the query's search words (over SQL expression `searchable` of alias `x`, the
 * expression of the kind's trigram index) or, when a word is one typo away from known words,
 * `typos` (a tsquery over the table's `search_vector`, as site search makes it), author and
 * category. Selects `x.id` and `extra` columns (those the list orders by).
 */
export function contentListBase(
  kind: ContentKind,
  searchable: string,
  query: Partial<CategorizedQueryDto>,
  extra: string[] = [],
  where: SqlQuery[] = [],
  typos?: string,
): SqlQuery {
  const words = wordsFilter(searchable, searchWords(query.search));
  const search = typos ? { text: `((${words.text}) or x.search_vector @@ ?::tsquery)`, params: [...words.params, typos] } : words;
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
