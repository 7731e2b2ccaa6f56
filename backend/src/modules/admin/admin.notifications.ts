import { notification } from '../../common/notifications/notification-kind';

/** What moderation notifies of; both name what was acted on unless it was removed. */
export const ADMIN_NOTIFICATIONS = [
  // To each reporter, once per report case.
  notification(
    'ReportResolved',
    'moderation.resolved',
    ({ caseId, actorId, reporterIds, description }) =>
      reporterIds.map((recipientId) => ({ recipientId, actorId, subject: null, context: { type: 'report_case', id: caseId }, description })),
    {
      joins: `join report_cases rc on rc.id = ? and rc.status = 'resolved' and rc.resolved_by = actor.id
            join reports r on r.case_id = rc.id and r.reporter_id = me.id`,
      subject: [`case when rc.action <> 'remove' then rc.subject_type end`, `case when rc.action <> 'remove' then rc.subject_id end`],
      key: `'ReportResolved-' || rc.id || '-' || me.id`,
      params: (job) => [job.context?.id],
    },
  ),
  // To the member a moderator acted on (audit log line `context`).
  notification(
    'ModerationNotice',
    'moderation.notice',
    ({ logId, actorId, userId, description }) => ({ recipientId: userId, actorId, subject: null, context: { type: 'moderation_log', id: logId }, description }),
    {
      joins: 'join moderation_log ml on ml.id = ? and ml.actor_id = actor.id',
      subject: [`case when ml.action <> 'remove' then ml.subject_type end`, `case when ml.action <> 'remove' then ml.subject_id end`],
      key: `'ModerationNotice-' || ml.id`,
      params: (job) => [job.context?.id],
    },
  ),
];
