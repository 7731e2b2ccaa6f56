import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_extensions } from './Migration20261122000000_extensions';
import { Migration20261122001000_accounts } from './Migration20261122001000_accounts';
import { Migration20261122002000_social } from './Migration20261122002000_social';
import { Migration20261122002500_friends_extra } from './Migration20261122002500_friends_extra';
import { Migration20261122003000_wall_notifications } from './Migration20261122003000_wall_notifications';
import { Migration20261122004000_chats } from './Migration20261122004000_chats';
import { Migration20261123000000_notification_subjects } from './Migration20261123000000_notification_subjects';

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
];
