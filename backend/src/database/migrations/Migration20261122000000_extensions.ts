import { Migration } from '@mikro-orm/migrations';

/** Extensions later domains rely on: trigram indexes for search, accent-insensitive matching. */
export class Migration20261122000000_extensions extends Migration {
  override up(): void {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create extension if not exists unaccent;');
    // unaccent() is only STABLE; an IMMUTABLE wrapper lets expression indexes use it.
    this.addSql(
      `create or replace function immutable_unaccent(text) returns text
       language sql immutable parallel safe strict
       as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`,
    );
  }

  override down(): void {
    this.addSql('drop function if exists immutable_unaccent(text);');
  }
}
