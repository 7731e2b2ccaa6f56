import { Migration } from '@mikro-orm/migrations';

/**
 * `listing_search_estimate(section, query)`: the planner's estimate of a tsquery's matches (EXPLAIN,
 * nothing executed), for a search to choose how to read its window. Why: docs/decisions.md#listing-search
 */
export class Migration20261125020000_listing_search_estimate extends Migration {
  override up(): void {
    this.addSql(`
      create function listing_search_estimate(p_section text, p_query tsquery, out matches double precision, out listed double precision)
      language plpgsql volatile strict as $$
      declare
        listing constant text := format('select 1 from listings where section = %L and status in (''active'', ''reserved'')', p_section);
        matching json;
        total json;
      begin
        execute 'explain (format json) ' || listing || format(' and search_vector @@ %L::tsquery', p_query::text) into matching;
        execute 'explain (format json) ' || listing into total;
        matches := (matching->0->'Plan'->>'Plan Rows')::float8;
        listed := (total->0->'Plan'->>'Plan Rows')::float8;
      end $$;`);
  }

  override down(): void {
    this.addSql('drop function if exists listing_search_estimate(text, tsquery);');
  }
}
