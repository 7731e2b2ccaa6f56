import { Migration } from '@mikro-orm/migrations';

/**
 * A typo's candidates are words of the typed word's length ± 1 sharing its first or last half:
 * with the length first in the index, a short half ("ca" of "camer") no longer reads every word
 * that starts with it, whatever its length (docs/decisions.md#site-search).
 */
export class Migration20261205000000_search_words_by_length extends Migration {
  override up(): void {
    this.addSql('create index search_words_length_prefix on search_words (char_length(word), word text_pattern_ops);');
    this.addSql('create index search_words_length_reverse on search_words (char_length(word), reverse(word) text_pattern_ops);');
    this.addSql('drop index if exists search_words_prefix;');
    this.addSql('drop index if exists search_words_reverse;');
  }

  override down(): void {
    this.addSql('create index if not exists search_words_reverse on search_words (reverse(word) text_pattern_ops);');
    this.addSql('create index if not exists search_words_prefix on search_words (word text_pattern_ops);');
    this.addSql('drop index if exists search_words_length_prefix;');
    this.addSql('drop index if exists search_words_length_reverse;');
  }
}
