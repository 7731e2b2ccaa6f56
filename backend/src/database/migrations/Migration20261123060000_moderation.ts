import { Migration } from '@mikro-orm/migrations';

/**
 * Moderation: one open case per subject, reports, hidden content, suspensions and an append-only log.
 * Why: docs/decisions.md#schema-notes
 */
export class Migration20261123060000_moderation extends Migration {
  override up(): void {
    this.addSql('alter table users add column suspended_until timestamptz;');
    for (const table of ['posts', 'post_comments', 'messages']) {
      this.addSql(`alter table ${table} add column hidden_at timestamptz;`);
      this.addSql(`create index ${table}_hidden_index on ${table} (hidden_at desc, id desc) where hidden_at is not null;`);
    }
    this.addSql(`
      create table report_cases (
        id serial primary key,
        subject_type varchar(32) not null,
        subject_id integer not null,
        author_id integer references users (id) on delete set null,
        status varchar(16) not null default 'open' check (status in ('open', 'resolved')),
        weight numeric(8, 2) not null default 0,
        reports_count integer not null default 0,
        auto_hidden_at timestamptz,
        action varchar(16) check (action in ('dismiss', 'hide', 'remove', 'warn', 'suspend', 'ban')),
        resolution_reason varchar(1000),
        resolved_by integer references users (id) on delete set null,
        resolved_at timestamptz,
        created_at timestamptz not null default now(),
        last_reported_at timestamptz not null default now(),
        check ((status = 'open') = (action is null))
      );`);
    this.addSql(`create unique index report_cases_open_subject_unique on report_cases (subject_type, subject_id) where status = 'open';`);
    this.addSql('create index report_cases_status_index on report_cases (status, last_reported_at desc, id desc);');
    this.addSql('create index report_cases_subject_index on report_cases (subject_type, subject_id);');
    this.addSql('create index report_cases_author_index on report_cases (author_id);');
    this.addSql(`
      create table reports (
        id serial primary key,
        case_id integer not null references report_cases (id) on delete cascade,
        reporter_id integer not null references users (id) on delete cascade,
        reason varchar(32) not null check (reason in ('spam', 'harassment', 'hate', 'sexual', 'violence', 'illegal', 'scam', 'impersonation', 'miscategorized', 'other')),
        details varchar(1000),
        weight numeric(4, 2) not null check (weight > 0),
        created_at timestamptz not null default now(),
        unique (case_id, reporter_id)
      );`);
    this.addSql('create index reports_reporter_index on reports (reporter_id);');
    this.addSql(`
      create table moderation_log (
        id serial primary key,
        actor_id integer,
        action varchar(32) not null,
        subject_type varchar(32) not null,
        subject_id integer not null,
        case_id integer,
        reason varchar(1000),
        before jsonb,
        after jsonb,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index moderation_log_created_index on moderation_log (created_at desc, id desc);');
    this.addSql('create index moderation_log_subject_index on moderation_log (subject_type, subject_id);');
    this.addSql('create index moderation_log_actor_index on moderation_log (actor_id) where actor_id is not null;');
    this.addSql(`
      create function moderation_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'moderation_log is append-only' using errcode = 'insufficient_privilege';
      end $$;`);
    this.addSql(
      'create trigger moderation_log_no_rewrite before update or delete on moderation_log for each row execute function moderation_log_append_only();',
    );
    this.addSql(
      'create trigger moderation_log_no_truncate before truncate on moderation_log for each statement execute function moderation_log_append_only();',
    );
  }

  override down(): void {
    this.addSql('drop table if exists moderation_log, reports, report_cases cascade;');
    this.addSql('drop function if exists moderation_log_append_only();');
    for (const table of ['posts', 'post_comments', 'messages']) {
      this.addSql(`alter table ${table} drop column if exists hidden_at;`);
    }
    this.addSql('alter table users drop column if exists suspended_until;');
  }
}
