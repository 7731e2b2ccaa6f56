import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications name their subject generically (`subject_type`/`subject_id`, an optional context),
 * so any domain can notify without a column of its own. Why: docs/decisions.md#schema-notes
 */
export class Migration20261123000000_notification_subjects extends Migration {
  override up(): void {
    this.addSql(`
      alter table notifications
        add column subject_type varchar(32),
        add column subject_id integer,
        add column context_type varchar(32),
        add column context_id integer;`);
    this.addSql(`update notifications set subject_type = 'post', subject_id = post_id where post_id is not null;`);
    this.addSql(`update notifications set subject_type = 'user', subject_id = actor_id where post_id is null;`);
    this.addSql(`update notifications set context_type = 'comment', context_id = comment_id where comment_id is not null;`);
    this.addSql('alter table notifications drop column post_id, drop column comment_id;');
    this.addSql('alter table notifications drop constraint if exists notifications_type_check;');
    this.addSql(`
      alter table notifications
        add constraint notifications_subject_check check ((subject_type is null) = (subject_id is null)),
        add constraint notifications_context_check check ((context_type is null) = (context_id is null));`);
    this.addSql('create index notifications_subject_index on notifications (subject_type, subject_id) where subject_id is not null;');
    this.addSql('create index notifications_context_index on notifications (context_type, context_id) where context_id is not null;');
    this.addSql(`
      create function notifications_forget_subject() returns trigger language plpgsql as $$
      begin
        delete from notifications
         where (subject_type = tg_argv[0] and subject_id = old.id)
            or (context_type = tg_argv[0] and context_id = old.id);
        return null;
      end $$;`);
    this.addSql(
      `create trigger posts_forget_notifications after delete on posts for each row execute function notifications_forget_subject('post');`,
    );
    this.addSql(
      `create trigger post_comments_forget_notifications after delete on post_comments for each row execute function notifications_forget_subject('comment');`,
    );
  }

  override down(): void {
    this.addSql('drop trigger if exists post_comments_forget_notifications on post_comments;');
    this.addSql('drop trigger if exists posts_forget_notifications on posts;');
    this.addSql('drop function if exists notifications_forget_subject();');
    this.addSql(`
      alter table notifications
        add column post_id integer references posts (id) on delete cascade,
        add column comment_id integer references post_comments (id) on delete cascade;`);
    this.addSql(`update notifications set post_id = subject_id where subject_type = 'post';`);
    this.addSql(`update notifications set comment_id = context_id where context_type = 'comment';`);
    this.addSql(
      'alter table notifications drop column subject_type, drop column subject_id, drop column context_type, drop column context_id;',
    );
    this.addSql('create index notifications_post_id_index on notifications (post_id) where post_id is not null;');
    this.addSql('create index notifications_comment_id_index on notifications (comment_id) where comment_id is not null;');
  }
}
