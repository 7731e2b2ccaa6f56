import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_extensions } from './Migration20261122000000_extensions';
import { Migration20261122001000_accounts } from './Migration20261122001000_accounts';
import { Migration20261122002000_social } from './Migration20261122002000_social';
import { Migration20261122002500_friends_extra } from './Migration20261122002500_friends_extra';
import { Migration20261122003000_wall_notifications } from './Migration20261122003000_wall_notifications';
import { Migration20261122004000_chats } from './Migration20261122004000_chats';
import { Migration20261123000000_notification_subjects } from './Migration20261123000000_notification_subjects';
import { Migration20261123010000_listings } from './Migration20261123010000_listings';
import { Migration20261123040000_community } from './Migration20261123040000_community';
import { Migration20261123050000_storage_bookmarks } from './Migration20261123050000_storage_bookmarks';
import { Migration20261123060000_moderation } from './Migration20261123060000_moderation';
import { Migration20261123060100_moderation_storage } from './Migration20261123060100_moderation_storage';
import { Migration20261123060200_moderation_community } from './Migration20261123060200_moderation_community';
import { Migration20261123080000_member_search_prefix } from './Migration20261123080000_member_search_prefix';
import { Migration20261124010000_unseen_counters } from './Migration20261124010000_unseen_counters';
import { Migration20261124011000_outbox } from './Migration20261124011000_outbox';
import { Migration20261124030000_listed_indexes } from './Migration20261124030000_listed_indexes';
import { Migration20261125010000_unseen_triggers_static } from './Migration20261125010000_unseen_triggers_static';
import { Migration20261125020000_listing_search_estimate } from './Migration20261125020000_listing_search_estimate';
import { Migration20261125030000_session_notify } from './Migration20261125030000_session_notify';
import { Migration20261126010000_member_search_name } from './Migration20261126010000_member_search_name';
import { Migration20261127010000_messages_chat_covering } from './Migration20261127010000_messages_chat_covering';
import { Migration20261128010000_member_name_words } from './Migration20261128010000_member_name_words';
import { Migration20261129010000_unseen_lock_order } from './Migration20261129010000_unseen_lock_order';
import { Migration20261130010000_member_typo_closeness } from './Migration20261130010000_member_typo_closeness';
import { Migration20261201010000_member_name_word_variants } from './Migration20261201010000_member_name_word_variants';
import { Migration20261202010000_email_verification } from './Migration20261202010000_email_verification';
import { Migration20261202020000_two_factor } from './Migration20261202020000_two_factor';
import { Migration20261202020100_passkeys } from './Migration20261202020100_passkeys';
import { Migration20261202030000_session_devices } from './Migration20261202030000_session_devices';
import { Migration20261202040000_account_data } from './Migration20261202040000_account_data';
import { Migration20261202050000_listing_filled_status } from './Migration20261202050000_listing_filled_status';
import { Migration20261203050000_site_search } from './Migration20261203050000_site_search';
import { Migration20261203050100_content_visibility } from './Migration20261203050100_content_visibility';
import { Migration20261203070000_export_heartbeat } from './Migration20261203070000_export_heartbeat';

/**
 * The committed migrations, oldest first. Listed explicitly (not discovered from the file
 * system) so the same list runs from the compiled app, the tests and the CLI.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000_extensions', class: Migration20261122000000_extensions },
  { name: 'Migration20261122001000_accounts', class: Migration20261122001000_accounts },
  { name: 'Migration20261122002000_social', class: Migration20261122002000_social },
  { name: 'Migration20261122002500_friends_extra', class: Migration20261122002500_friends_extra },
  { name: 'Migration20261122003000_wall_notifications', class: Migration20261122003000_wall_notifications },
  { name: 'Migration20261122004000_chats', class: Migration20261122004000_chats },
  { name: 'Migration20261123000000_notification_subjects', class: Migration20261123000000_notification_subjects },
  { name: 'Migration20261123010000_listings', class: Migration20261123010000_listings },
  { name: 'Migration20261123040000_community', class: Migration20261123040000_community },
  { name: 'Migration20261123050000_storage_bookmarks', class: Migration20261123050000_storage_bookmarks },
  { name: 'Migration20261123060000_moderation', class: Migration20261123060000_moderation },
  { name: 'Migration20261123060100_moderation_storage', class: Migration20261123060100_moderation_storage },
  { name: 'Migration20261123060200_moderation_community', class: Migration20261123060200_moderation_community },
  { name: 'Migration20261123080000_member_search_prefix', class: Migration20261123080000_member_search_prefix },
  { name: 'Migration20261124010000_unseen_counters', class: Migration20261124010000_unseen_counters },
  { name: 'Migration20261124011000_outbox', class: Migration20261124011000_outbox },
  { name: 'Migration20261124030000_listed_indexes', class: Migration20261124030000_listed_indexes },
  { name: 'Migration20261125010000_unseen_triggers_static', class: Migration20261125010000_unseen_triggers_static },
  { name: 'Migration20261125020000_listing_search_estimate', class: Migration20261125020000_listing_search_estimate },
  { name: 'Migration20261125030000_session_notify', class: Migration20261125030000_session_notify },
  { name: 'Migration20261126010000_member_search_name', class: Migration20261126010000_member_search_name },
  { name: 'Migration20261127010000_messages_chat_covering', class: Migration20261127010000_messages_chat_covering },
  { name: 'Migration20261128010000_member_name_words', class: Migration20261128010000_member_name_words },
  { name: 'Migration20261129010000_unseen_lock_order', class: Migration20261129010000_unseen_lock_order },
  { name: 'Migration20261130010000_member_typo_closeness', class: Migration20261130010000_member_typo_closeness },
  { name: 'Migration20261201010000_member_name_word_variants', class: Migration20261201010000_member_name_word_variants },
  { name: 'Migration20261202010000_email_verification', class: Migration20261202010000_email_verification },
  { name: 'Migration20261202020000_two_factor', class: Migration20261202020000_two_factor },
  { name: 'Migration20261202020100_passkeys', class: Migration20261202020100_passkeys },
  { name: 'Migration20261202030000_session_devices', class: Migration20261202030000_session_devices },
  { name: 'Migration20261202040000_account_data', class: Migration20261202040000_account_data },
  { name: 'Migration20261202050000_listing_filled_status', class: Migration20261202050000_listing_filled_status },
  { name: 'Migration20261203050000_site_search', class: Migration20261203050000_site_search },
  { name: 'Migration20261203050100_content_visibility', class: Migration20261203050100_content_visibility },
  { name: 'Migration20261203070000_export_heartbeat', class: Migration20261203070000_export_heartbeat },
];
