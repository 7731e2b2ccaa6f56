import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Page, PageParams } from '../../common/paging/paging';
import { direction, searchWords, wordsFilter } from '../../common/sql/fragments';
import { pagedSql, type SqlQuery } from '../../common/sql/paged';
import { activeUser } from '../../common/users/user-status';
import { userSummaryJson } from '../../common/users/user-summary';
import { sqlOne } from '../../database/sql';
import {
  toAdminContentDto,
  toAdminUserDto,
  toAuditEntryDto,
  toReportCaseDto,
  type AdminContentRow,
  type AdminUserRow,
  type AuditRow,
  type ReportCaseRow,
} from './admin.mapper';
import type {
  AdminContentDto,
  AdminContentQueryDto,
  AdminReportsQueryDto,
  AdminUserDto,
  AdminUsersQueryDto,
  AuditEntryDto,
  AuditLogQueryDto,
  ReportCaseDto,
  StatsDto,
} from './dto/admin.dto';
import { inScope, MODERATION_SUBJECTS, type ModerationSubject } from './moderation-subjects';

/** SQL: a user summary as JSON, or null when the left-joined row `u` is missing. */
const summaryOrNull = (u: string) => `case when ${u}.id is null then null else ${userSummaryJson(u)} end`;

/**
 * SQL: the moderated row named by `typeCol`/`idCol`, whatever its table: one branch per declared
 * subject, of which the planner runs only the one whose type matches.
 */
const anySubject = (typeCol: string, idCol: string) =>
  MODERATION_SUBJECTS.map(
    (s) => `select ${s.preview} as preview, ${s.media ?? 'null::text'} as media, ${s.content ? 's.hidden_at' : 'null::timestamptz'} as hidden_at,
      s.${s.author} as author_id from ${s.table} s where ${typeCol} = '${s.type}' and s.id = ${idCol}${inScope(s)}`,
  ).join(' union all ');

/** A list's filters as SQL conditions with their parameters, in order. */
class Conditions {
  private readonly parts: string[] = ['true'];
  readonly params: unknown[] = [];

  add(text: string, ...params: unknown[]): this {
    this.parts.push(text);
    this.params.push(...params);
    return this;
  }

  get text(): string {
    return this.parts.join(' and ');
  }
}

const REPORT_ORDER = { last_reported_at: 'last_reported_at', created_at: 'created_at', weight: 'weight', reports_count: 'reports_count' } as const;
const USER_ORDER = { created_at: 'created_at', name: 'name', reports: 'open_reports' } as const;
const CONTENT_ORDER = { created_at: 'created_at', reports: 'open_reports' } as const;

const orderBy = (column: string, order: string) => `${column} ${direction(order)}, id ${direction(order)}`;

/** The console's reads: plain SQL, one query per list, mapped to the admin DTOs. */
@Injectable()
export class AdminRepository {
  constructor(private readonly em: EntityManager) {}

  private caseExpansion() {
    return {
      columns: `rc.*, rc.weight::float as weight, subj.preview, subj.media, subj.hidden_at, (subj.author_id is not null or subj.preview is not null) as subject_exists,
        ${summaryOrNull('au')} as author, ${summaryOrNull('rv')} as resolver, rep.reports, rep.reasons`,
      joins: `join report_cases rc on rc.id = b.id
        left join lateral (${anySubject('rc.subject_type', 'rc.subject_id')}) subj on true
        left join users au on au.id = coalesce(subj.author_id, rc.author_id)
        left join users rv on rv.id = rc.resolved_by
        cross join lateral (
          select coalesce(json_agg(json_build_object('id', r.id, 'reporter', ${userSummaryJson('ru')}, 'reason', r.reason, 'details', r.details,
                   'weight', r.weight::float, 'created_at', r.created_at) order by r.id), '[]'::json) as reports,
                 coalesce(array_agg(distinct r.reason), '{}') as reasons
            from reports r join users ru on ru.id = r.reporter_id where r.case_id = rc.id
        ) rep`,
    };
  }

  reportCases(query: AdminReportsQueryDto, page: PageParams): Promise<Page<ReportCaseDto>> {
    const where = new Conditions();
    if (query.status) {
      where.add('rc.status = ?', query.status);
    }
    if (query.subject_type) {
      where.add('rc.subject_type = ?', query.subject_type);
    }
    if (query.reason) {
      where.add('exists (select 1 from reports r where r.case_id = rc.id and r.reason = ?)', query.reason);
    }
    return pagedSql<ReportCaseRow, ReportCaseDto>(
      this.em,
      {
        base: { text: `select rc.id, rc.last_reported_at, rc.created_at, rc.weight, rc.reports_count from report_cases rc where ${where.text}`, params: where.params },
        orderBy: orderBy(REPORT_ORDER[query.sort ?? 'last_reported_at'], page.order),
        expand: this.caseExpansion(),
      },
      page,
      toReportCaseDto,
    );
  }

  async reportCase(id: number): Promise<ReportCaseDto | undefined> {
    const { columns, joins } = this.caseExpansion();
    const row = await sqlOne<ReportCaseRow>(this.em, `select ${columns} from (select ?::int as id) b ${joins}`, [id]);
    return row && toReportCaseDto(row);
  }

  private userColumns(u: string) {
    return `${u}.id, ${u}.first_name, ${u}.last_name, ${u}.username, ${u}.email, ${u}.avatar, ${u}.role, ${u}.banned_at, ${u}.created_at, ${u}.deleted_at, ${u}.deletion_scheduled_at,
      case when ${u}.suspended_until > now() then ${u}.suspended_until end as suspended_until,
      (select count(*)::int from report_cases rc where rc.status = 'open' and rc.author_id = ${u}.id) as open_reports,
      (select count(*)::int from moderation_log l where l.subject_type = 'user' and l.subject_id = ${u}.id and l.action = 'warn') as warnings`;
  }

  users(query: AdminUsersQueryDto, page: PageParams): Promise<Page<AdminUserDto>> {
    const where = new Conditions();
    const words = wordsFilter(`immutable_unaccent(lower(u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email))`, searchWords(query.search));
    where.add(words.text, ...words.params);
    if (query.role) {
      where.add('u.role = ?', query.role);
    }
    if (query.status === 'active') {
      where.add(`${activeUser('u')} and u.deletion_scheduled_at is null`);
    } else if (query.status === 'banned') {
      where.add('u.banned_at is not null and u.deleted_at is null');
    } else if (query.status === 'suspended') {
      where.add('u.banned_at is null and u.suspended_until > now() and u.deleted_at is null');
    } else if (query.status === 'deleting') {
      where.add('u.deletion_scheduled_at is not null and u.deleted_at is null');
    } else if (query.status === 'deleted') {
      where.add('u.deleted_at is not null');
    }
    return pagedSql<AdminUserRow, AdminUserDto>(
      this.em,
      {
        base: {
          text: `select u.id, u.created_at, lower(u.first_name || ' ' || u.last_name) as name,
                   (select count(*) from report_cases rc where rc.status = 'open' and rc.author_id = u.id) as open_reports
                 from users u where ${where.text}`,
          params: where.params,
        },
        orderBy: orderBy(USER_ORDER[query.sort ?? 'created_at'], page.order),
        expand: { columns: this.userColumns('u'), joins: 'join users u on u.id = b.id' },
      },
      page,
      toAdminUserDto,
    );
  }

  async user(id: number): Promise<AdminUserDto | undefined> {
    const row = await sqlOne<AdminUserRow>(this.em, `select ${this.userColumns('u')} from users u where u.id = ?`, [id]);
    return row && toAdminUserDto(row);
  }

  private contentColumns(subject: ModerationSubject) {
    return `s.id, '${subject.type}' as subject_type, ${subject.preview} as preview, ${subject.media ?? 'null::text'} as media, s.hidden_at, s.created_at,
      ${subject.price ?? 'null::numeric'} as price, ${subject.currency ?? 'null::text'} as currency, ${summaryOrNull('au')} as author,
      (select count(*)::int from report_cases rc where rc.status = 'open' and rc.subject_type = '${subject.type}' and rc.subject_id = s.id) as open_reports`;
  }

  content(subject: ModerationSubject, query: AdminContentQueryDto, page: PageParams): Promise<Page<AdminContentDto>> {
    const where = new Conditions();
    if (subject.scope) {
      where.add(subject.scope);
    }
    const words = wordsFilter(`immutable_unaccent(lower(${subject.preview}))`, searchWords(query.search));
    where.add(words.text, ...words.params);
    if (query.status) {
      where.add(query.status === 'hidden' ? 's.hidden_at is not null' : 's.hidden_at is null');
    }
    if (query.author_id !== undefined) {
      where.add(`s.${subject.author} = ?`, query.author_id);
    }
    const base: SqlQuery = {
      text: `select s.id, s.created_at,
               (select count(*) from report_cases rc where rc.status = 'open' and rc.subject_type = '${subject.type}' and rc.subject_id = s.id) as open_reports
             from ${subject.table} s where ${where.text}`,
      params: where.params,
    };
    return pagedSql<AdminContentRow, AdminContentDto>(
      this.em,
      {
        base,
        orderBy: orderBy(CONTENT_ORDER[query.sort ?? 'created_at'], page.order),
        expand: {
          columns: this.contentColumns(subject),
          joins: `join ${subject.table} s on s.id = b.id left join users au on au.id = s.${subject.author}`,
        },
      },
      page,
      toAdminContentDto,
    );
  }

  async contentItem(subject: ModerationSubject, id: number): Promise<AdminContentDto | undefined> {
    const row = await sqlOne<AdminContentRow>(
      this.em,
      `select ${this.contentColumns(subject)} from ${subject.table} s left join users au on au.id = s.${subject.author} where s.id = ?${inScope(subject)}`,
      [id],
    );
    return row && toAdminContentDto(row);
  }

  auditLog(query: AuditLogQueryDto, page: PageParams): Promise<Page<AuditEntryDto>> {
    const where = new Conditions();
    if (query.action) {
      where.add('l.action = ?', query.action);
    }
    if (query.actor_id !== undefined) {
      where.add('l.actor_id = ?', query.actor_id);
    }
    if (query.subject_type) {
      where.add('l.subject_type = ?', query.subject_type);
    }
    if (query.subject_id !== undefined) {
      where.add('l.subject_id = ?', query.subject_id);
    }
    const dir = direction(page.order);
    return pagedSql<AuditRow, AuditEntryDto>(
      this.em,
      {
        base: { text: `select l.id, l.created_at from moderation_log l where ${where.text}`, params: where.params },
        orderBy: `created_at ${dir}, id ${dir}`,
        expand: {
          columns: `l.id, l.action, l.subject_type, l.subject_id, l.case_id, l.reason, l.before, l.after, l.created_at, ${summaryOrNull('a')} as actor`,
          joins: 'join moderation_log l on l.id = b.id left join users a on a.id = l.actor_id',
        },
      },
      page,
      toAuditEntryDto,
    );
  }

  async stats(days: number): Promise<StatsDto> {
    const contents = MODERATION_SUBJECTS.filter((s) => s.content);
    const sections = contents
      .map((s) => `select '${s.type}' as type, '${s.plural}' as plural, count(*)::int as total, count(s.hidden_at)::int as hidden from ${s.table} s where true${inScope(s)}`)
      .join(' union all ');
    const created = contents.map((s) => `select s.created_at from ${s.table} s where s.created_at >= (select start from since)${inScope(s)}`).join(' union all ');
    const row = await sqlOne<StatsDto>(
      this.em,
      `with since as (select (current_date - (?::int - 1))::timestamptz as start),
       sections as (${sections}),
       created as materialized (${created}),
       days as (select generate_series(current_date - (?::int - 1), current_date, interval '1 day')::date as day)
       select
         (select count(*)::int from report_cases where status = 'open') as open_reports,
         (select coalesce(sum(hidden), 0)::int from sections) as hidden_content,
         (select count(*)::int from users) as members_total,
         (select count(*)::int from users where created_at >= now() - interval '7 days') as new_members_7d,
         (select count(*)::int from users where banned_at is not null) as banned_members,
         (select count(*)::int from users where banned_at is null and suspended_until > now()) as suspended_members,
         (select json_agg(sections) from sections) as content,
         (select json_agg(json_build_object(
            'day', to_char(d.day, 'YYYY-MM-DD'),
            'members', (select count(*)::int from users u where u.created_at::date = d.day),
            'reports', (select count(*)::int from reports r where r.created_at::date = d.day),
            'content', (select count(*)::int from created c where c.created_at::date = d.day)
          ) order by d.day) from days d) as per_day`,
      [days, days],
    );
    return row!;
  }
}
