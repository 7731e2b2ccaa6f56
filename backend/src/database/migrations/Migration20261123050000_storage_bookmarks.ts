import { Migration } from '@mikro-orm/migrations';

/**
 * Personal storage (one tree of files and folders, shares, uploads under way) and bookmarks.
 * Why: docs/decisions.md#schema-notes
 */
export class Migration20261123050000_storage_bookmarks extends Migration {
  override up(): void {
    this.addSql(`
      create table storage_items (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        parent_id integer references storage_items (id) on delete cascade,
        kind varchar(8) not null check (kind in ('file', 'folder')),
        name varchar(255) not null check (name <> ''),
        size bigint not null default 0 check (size >= 0),
        mime_type varchar(255),
        blob varchar(64),
        sha256 char(64),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check ((kind = 'file') = (blob is not null and sha256 is not null and mime_type is not null)),
        check (parent_id <> id)
      );`);
    this.addSql(
      'create unique index storage_items_name_unique on storage_items (user_id, coalesce(parent_id, 0), lower(name));',
    );
    this.addSql('create index storage_items_parent_index on storage_items (parent_id) where parent_id is not null;');
    this.addSql('create index storage_items_user_index on storage_items (user_id, kind, created_at desc);');

    this.addSql(`
      create table storage_shares (
        item_id integer not null references storage_items (id) on delete cascade,
        user_id integer not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (item_id, user_id)
      );`);
    this.addSql('create index storage_shares_user_index on storage_shares (user_id, created_at desc);');

    this.addSql(`
      create table storage_uploads (
        id varchar(64) primary key,
        user_id integer not null references users (id) on delete cascade,
        size bigint not null check (size >= 0),
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index storage_uploads_user_index on storage_uploads (user_id);');

    // True when `item` or a folder above it is shared with `viewer` (friendship is checked apart).
    this.addSql(`
      create function storage_shared_with(item integer, viewer integer) returns boolean language sql stable as $$
        with recursive chain (id, parent_id) as (
          select id, parent_id from storage_items where id = item
          union all
          select p.id, p.parent_id from storage_items p join chain c on p.id = c.parent_id
        )
        select exists (select 1 from chain c join storage_shares s on s.item_id = c.id and s.user_id = viewer)
      $$;`);

    // The notification announcing a share names the item: it goes with the item, and with the share.
    this.addSql(
      `create trigger storage_items_forget_notifications after delete on storage_items for each row execute function notifications_forget_subject('storage');`,
    );
    this.addSql(`
      create function storage_shares_forget_notifications() returns trigger language plpgsql as $$
      begin
        delete from notifications
         where type = 'StorageShared' and subject_type = 'storage' and subject_id = old.item_id and user_id = old.user_id;
        return null;
      end $$;`);
    this.addSql(
      'create trigger storage_shares_forget_notifications after delete on storage_shares for each row execute function storage_shares_forget_notifications();',
    );

    this.addSql(`
      create table bookmarks (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        "group" varchar(8) not null check ("group" in ('bank', 'mail', 'social')),
        title varchar(255) not null,
        url varchar(2048) not null,
        description text,
        position integer not null,
        favicon varchar(80),
        favicon_checked_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index bookmarks_user_group_index on bookmarks (user_id, "group", position);');
  }

  override down(): void {
    this.addSql('drop table if exists bookmarks;');
    this.addSql('drop trigger if exists storage_items_forget_notifications on storage_items;');
    this.addSql('drop table if exists storage_uploads, storage_shares, storage_items cascade;');
    this.addSql('drop function if exists storage_shares_forget_notifications();');
    this.addSql('drop function if exists storage_shared_with(integer, integer);');
  }
}
