import { Migration } from '@mikro-orm/migrations';

/** The community sections with categories, and their starting categories (moderators edit them later). */
const CATEGORIES: Record<'blog' | 'event' | 'forum', string[]> = {
  blog: ['Everyday life', 'Travel', 'Food & drink', 'Technology', 'Arts & culture', 'Sports', 'Opinion'],
  event: ['Meetups', 'Music', 'Sports', 'Workshops', 'Food & drink', 'Family', 'Online'],
  forum: ['General', 'Introductions', 'Help & advice', 'Neighbourhood', 'Hobbies', 'Plaza feedback'],
};

/** The sections whose items members like and comment on, as the wall does. */
const REACTED = [
  { kind: 'blog', table: 'blogs' },
  { kind: 'picture', table: 'pictures' },
  { kind: 'video', table: 'videos' },
] as const;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Community content: blogs, events (with RSVPs), forums (threads and replies), pictures (and
 * albums) and videos; categories for blogs, events and forums, seeded here so they are never
 * empty; likes and comments on blogs, pictures and videos, with counters kept by triggers as on
 * the wall; and notifications that disappear with what they are about.
 */
export class Migration20261123040000_community extends Migration {
  override up(): void {
    this.addSql(`
      create table community_categories (
        id serial primary key,
        kind varchar(16) not null check (kind in ('blog', 'event', 'forum')),
        name varchar(64) not null check (char_length(name) between 1 and 64),
        slug varchar(64) not null,
        position integer not null default 0,
        unique (kind, slug)
      );`);
    for (const [kind, names] of Object.entries(CATEGORIES)) {
      const values = names.map((name, i) => `('${kind}', '${name.replace(/'/g, "''")}', '${slug(name)}', ${i + 1})`).join(', ');
      this.addSql(`insert into community_categories (kind, name, slug, position) values ${values};`);
    }

    // A counter column of `table` kept by a trigger on a child table (tg_argv: table, column, key column).
    this.addSql(`
      create function community_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          execute format('update %I set %I = %I + 1 where id = $1', tg_argv[0], tg_argv[1], tg_argv[1]) using (to_jsonb(new) ->> tg_argv[2])::int;
        else
          execute format('update %I set %I = %I - 1 where id = $1', tg_argv[0], tg_argv[1], tg_argv[1]) using (to_jsonb(old) ->> tg_argv[2])::int;
        end if;
        return null;
      end $$;`);

    this.addSql(`
      create table blogs (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        category_id integer not null references community_categories (id),
        title varchar(255) not null check (char_length(title) between 1 and 255),
        body text not null check (char_length(body) between 1 and 100000),
        body_html text not null,
        excerpt varchar(300) not null,
        image varchar(255),
        likes_count integer not null default 0 check (likes_count >= 0),
        comments_count integer not null default 0 check (comments_count >= 0),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index blogs_user_id_index on blogs (user_id, id desc);');
    this.addSql('create index blogs_category_id_index on blogs (category_id, id desc);');
    this.addSql(`create index blogs_search_trgm on blogs using gin (immutable_unaccent(lower(title || ' ' || body)) gin_trgm_ops);`);

    this.addSql(`
      create table events (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        category_id integer not null references community_categories (id),
        title varchar(255) not null check (char_length(title) between 1 and 255),
        location varchar(255) not null check (char_length(location) between 1 and 255),
        description text not null check (char_length(description) between 1 and 20000),
        description_html text not null,
        excerpt varchar(300) not null,
        starts_at timestamptz not null,
        ends_at timestamptz check (ends_at > starts_at),
        capacity integer check (capacity between 1 and 100000),
        image varchar(255),
        going_count integer not null default 0 check (going_count >= 0),
        interested_count integer not null default 0 check (interested_count >= 0),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index events_starts_at_index on events (starts_at, id);');
    this.addSql('create index events_user_id_index on events (user_id);');
    this.addSql('create index events_category_id_index on events (category_id, starts_at);');
    this.addSql(`create index events_search_trgm on events using gin (immutable_unaccent(lower(title || ' ' || location || ' ' || description)) gin_trgm_ops);`);
    this.addSql(`
      create table event_rsvps (
        event_id integer not null references events (id) on delete cascade,
        user_id integer not null references users (id) on delete cascade,
        status varchar(16) not null check (status in ('going', 'interested', 'not_going')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (event_id, user_id)
      );`);
    this.addSql('create index event_rsvps_user_id_index on event_rsvps (user_id);');
    this.addSql('create index event_rsvps_going_index on event_rsvps (event_id, status, updated_at desc);');
    // going_count and interested_count follow every change of an answer.
    this.addSql(`
      create function events_count_rsvps() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update events set going_count = going_count - (old.status = 'going')::int,
                            interested_count = interested_count - (old.status = 'interested')::int
           where id = old.event_id;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          update events set going_count = going_count + (new.status = 'going')::int,
                            interested_count = interested_count + (new.status = 'interested')::int
           where id = new.event_id;
        end if;
        return null;
      end $$;`);
    this.addSql('create trigger event_rsvps_count after insert or update or delete on event_rsvps for each row execute function events_count_rsvps();');

    this.addSql(`
      create table forum_threads (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        category_id integer not null references community_categories (id),
        title varchar(255) not null check (char_length(title) between 1 and 255),
        body text not null check (char_length(body) between 1 and 50000),
        body_html text not null,
        excerpt varchar(300) not null,
        image varchar(255),
        pinned boolean not null default false,
        locked boolean not null default false,
        replies_count integer not null default 0 check (replies_count >= 0),
        last_activity_at timestamptz not null default now(),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index forum_threads_activity_index on forum_threads (pinned desc, last_activity_at desc, id desc);');
    this.addSql('create index forum_threads_category_index on forum_threads (category_id, last_activity_at desc);');
    this.addSql('create index forum_threads_user_id_index on forum_threads (user_id);');
    this.addSql(`create index forum_threads_search_trgm on forum_threads using gin (immutable_unaccent(lower(title || ' ' || body)) gin_trgm_ops);`);
    this.addSql(`
      create table forum_replies (
        id serial primary key,
        thread_id integer not null references forum_threads (id) on delete cascade,
        user_id integer not null references users (id) on delete cascade,
        body text not null check (char_length(body) between 1 and 20000),
        body_html text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index forum_replies_thread_index on forum_replies (thread_id, id);');
    this.addSql('create index forum_replies_user_id_index on forum_replies (user_id, thread_id);');
    this.addSql(
      `create trigger forum_replies_count after insert or delete on forum_replies for each row execute function community_count('forum_threads', 'replies_count', 'thread_id');`,
    );
    // A new reply is the thread's latest activity.
    this.addSql(`
      create function forum_threads_touch() returns trigger language plpgsql as $$
      begin
        update forum_threads set last_activity_at = new.created_at where id = new.thread_id and last_activity_at < new.created_at;
        return null;
      end $$;`);
    this.addSql('create trigger forum_replies_touch after insert on forum_replies for each row execute function forum_threads_touch();');

    this.addSql(`
      create table pictures (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        title varchar(255) not null check (char_length(title) between 1 and 255),
        caption text check (char_length(caption) <= 2000),
        image varchar(255) not null,
        width integer not null,
        height integer not null,
        likes_count integer not null default 0 check (likes_count >= 0),
        comments_count integer not null default 0 check (comments_count >= 0),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index pictures_user_id_index on pictures (user_id, id desc);');
    this.addSql(`create index pictures_search_trgm on pictures using gin (immutable_unaccent(lower(title || ' ' || coalesce(caption, ''))) gin_trgm_ops);`);
    this.addSql(`
      create table picture_albums (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        name varchar(255) not null check (char_length(name) between 1 and 255),
        description text check (char_length(description) <= 2000),
        cover_picture_id integer references pictures (id) on delete set null,
        pictures_count integer not null default 0 check (pictures_count >= 0),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index picture_albums_user_id_index on picture_albums (user_id, id desc);');
    this.addSql(`create index picture_albums_search_trgm on picture_albums using gin (immutable_unaccent(lower(name || ' ' || coalesce(description, ''))) gin_trgm_ops);`);
    this.addSql(`
      create table album_pictures (
        album_id integer not null references picture_albums (id) on delete cascade,
        picture_id integer not null references pictures (id) on delete cascade,
        added_at timestamptz not null default now(),
        primary key (album_id, picture_id)
      );`);
    this.addSql('create index album_pictures_picture_id_index on album_pictures (picture_id);');
    this.addSql('create index album_pictures_order_index on album_pictures (album_id, added_at, picture_id);');
    this.addSql(
      `create trigger album_pictures_count after insert or delete on album_pictures for each row execute function community_count('picture_albums', 'pictures_count', 'album_id');`,
    );

    this.addSql(`
      create table videos (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        title varchar(255) not null check (char_length(title) between 1 and 255),
        description text check (char_length(description) <= 5000),
        status varchar(16) not null default 'processing' check (status in ('processing', 'ready', 'failed')),
        error varchar(255),
        progress integer not null default 0 check (progress between 0 and 100),
        source varchar(255),
        original varchar(255),
        file varchar(255),
        poster varchar(255),
        duration double precision,
        width integer,
        height integer,
        size_bytes bigint,
        likes_count integer not null default 0 check (likes_count >= 0),
        comments_count integer not null default 0 check (comments_count >= 0),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index videos_user_id_index on videos (user_id, id desc);');
    this.addSql(`create index videos_search_trgm on videos using gin (immutable_unaccent(lower(title || ' ' || coalesce(description, ''))) gin_trgm_ops);`);

    for (const { kind, table } of REACTED) {
      this.addSql(`
        create table ${kind}_likes (
          ${kind}_id integer not null references ${table} (id) on delete cascade,
          user_id integer not null references users (id) on delete cascade,
          created_at timestamptz not null default now(),
          primary key (${kind}_id, user_id)
        );`);
      this.addSql(`create index ${kind}_likes_user_id_index on ${kind}_likes (user_id);`);
      this.addSql(`
        create table ${kind}_comments (
          id serial primary key,
          ${kind}_id integer not null references ${table} (id) on delete cascade,
          user_id integer not null references users (id) on delete cascade,
          body text not null check (char_length(body) between 1 and 2000),
          created_at timestamptz not null default now()
        );`);
      this.addSql(`create index ${kind}_comments_subject_index on ${kind}_comments (${kind}_id, id);`);
      this.addSql(`create index ${kind}_comments_user_id_index on ${kind}_comments (user_id);`);
      this.addSql(
        `create trigger ${kind}_likes_count after insert or delete on ${kind}_likes for each row execute function community_count('${table}', 'likes_count', '${kind}_id');`,
      );
      this.addSql(
        `create trigger ${kind}_comments_count after insert or delete on ${kind}_comments for each row execute function community_count('${table}', 'comments_count', '${kind}_id');`,
      );
      this.addSql(
        `create trigger ${kind}_comments_forget_notifications after delete on ${kind}_comments for each row execute function notifications_forget_subject('${kind}_comment');`,
      );
    }
    for (const [table, subject] of [['blogs', 'blog'], ['events', 'event'], ['forum_threads', 'forum'], ['forum_replies', 'forum_reply'], ['pictures', 'picture'], ['videos', 'video']]) {
      this.addSql(
        `create trigger ${table}_forget_notifications after delete on ${table} for each row execute function notifications_forget_subject('${subject}');`,
      );
    }
  }

  override down(): void {
    for (const { kind } of REACTED) {
      this.addSql(`drop table if exists ${kind}_comments, ${kind}_likes cascade;`);
    }
    this.addSql('drop table if exists videos, album_pictures, picture_albums, pictures, forum_replies, forum_threads, event_rsvps, events, blogs, community_categories cascade;');
    this.addSql('drop function if exists community_count(), events_count_rsvps(), forum_threads_touch();');
  }
}
