/** A member whose unseen notifications and messages may be due to be mailed. */
export interface MailMemberJob {
  userId: number;
}

/** A member whose digest is due. */
export interface DigestMemberJob {
  userId: number;
  frequency: 'daily' | 'weekly';
}

/** The sweeps run as repeatable jobs (JobQueue.every): no payload. */
export type MailSweepJob = Record<string, never>;

declare module '../../../queue/jobs' {
  interface JobPayloads {
    'notifications.mail-sweep': MailSweepJob;
    'notifications.mail-member': MailMemberJob;
    'notifications.digest-sweep': MailSweepJob;
    'notifications.digest-member': DigestMemberJob;
  }
}

export const NOTIFICATION_MAIL_JOBS = [
  'notifications.mail-sweep',
  'notifications.mail-member',
  'notifications.digest-sweep',
  'notifications.digest-member',
] as const;
