import { Migration } from '@mikro-orm/migrations';

/**
 * The wall (posts, likes, comments) and notifications.
 *
 * `posts.likes_count` and `posts.comments_count` are kept by triggers, so they stay right however
 * rows go away (an unlike, a deleted comment, or the cascade when a member's account is deleted)
 * and feeds read them without counting.
 */
export class Migration20261122003000_wall_notifications extends Migration {
  override up(): void {
    this.addSql(`
      create table posts (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        body text not null check (char_length(body) between 1 and 5000),
        image varchar(255),
        likes_count integer not null default 0 check (likes_count >= 0),
        comments_count integer not null default 0 check (comments_count >= 0),
        created_at timestamptz not null default now()
      );`);
    // A member's wall, newest first; the feed merges the walls of the member and their friends.
    this.addSql('create index posts_user_id_index on posts (user_id, id desc);');

    this.addSql(`
      create table post_likes (
        post_id integer not null references posts (id) on delete cascade,
        user_id integer not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (post_id, user_id)
      );`);
    this.addSql('create index post_likes_user_id_index on post_likes (user_id);');

    this.addSql(`
      create table post_comments (
        id serial primary key,
        post_id integer not null references posts (id) on delete cascade,
        user_id integer not null references users (id) on delete cascade,
        body text not null check (char_length(body) between 1 and 2000),
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index post_comments_post_id_index on post_comments (post_id, id);');
    this.addSql('create index post_comments_user_id_index on post_comments (user_id);');

    this.addSql(`
      create function posts_count_likes() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update posts set likes_count = likes_count + 1 where id = new.post_id;
        else
          update posts set likes_count = likes_count - 1 where id = old.post_id;
        end if;
        return null;
      end $$;`);
    this.addSql('create trigger post_likes_count after insert or delete on post_likes for each row execute function posts_count_likes();');
    this.addSql(`
      create function posts_count_comments() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update posts set comments_count = comments_count + 1 where id = new.post_id;
        else
          update posts set comments_count = comments_count - 1 where id = old.post_id;
        end if;
        return null;
      end $$;`);
    this.addSql('create trigger post_comments_count after insert or delete on post_comments for each row execute function posts_count_comments();');

    this.addSql(`
      create table notifications (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        actor_id integer not null references users (id) on delete cascade,
        type varchar(32) not null check (type in ('FriendRequest', 'FriendAccept', 'LikedPost', 'CommentedPost')),
        post_id integer references posts (id) on delete cascade,
        comment_id integer references post_comments (id) on delete cascade,
        description varchar(255),
        dedupe_key varchar(128) not null,
        read_at timestamptz,
        created_at timestamptz not null default now(),
        check (user_id <> actor_id)
      );`);
    // What a notification is about, once: a like removed and given again notifies once.
    this.addSql('create unique index notifications_dedupe_key_unique on notifications (dedupe_key);');
    // A member's list, newest first: created_at is when it happened (the job may run later).
    this.addSql('create index notifications_user_id_index on notifications (user_id, created_at desc, id desc);');
    this.addSql('create index notifications_unread_index on notifications (user_id) where read_at is null;');
    this.addSql('create index notifications_actor_id_index on notifications (actor_id);');
    this.addSql('create index notifications_post_id_index on notifications (post_id) where post_id is not null;');
    this.addSql('create index notifications_comment_id_index on notifications (comment_id) where comment_id is not null;');
  }

  override down(): void {
    this.addSql('drop table if exists notifications, post_comments, post_likes, posts cascade;');
    this.addSql('drop function if exists posts_count_likes(), posts_count_comments();');
  }
}
