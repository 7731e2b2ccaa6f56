import type { ReportReason } from '@plaza/sdk';

/** How the console names the report reasons. */
export const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  hate: 'Hate',
  sexual: 'Sexual content',
  violence: 'Violence',
  illegal: 'Illegal',
  scam: 'Scam',
  impersonation: 'Impersonation',
  miscategorized: 'Wrong section',
  other: 'Other',
};

export const REASON_CHOICES = Object.entries(REASON_LABELS).map(([id, name]) => ({ id, name }));

/** The subject types of reports, as people say them. */
export const SUBJECT_LABELS: Record<string, string> = {
  user: 'Member',
  post: 'Post',
  comment: 'Comment',
  chat_message: 'Chat message',
  storage: 'Shared file',
  blog: 'Blog post',
  event: 'Event',
  forum: 'Forum thread',
  forum_reply: 'Forum reply',
  picture: 'Picture',
  album: 'Album',
  video: 'Video',
  blog_comment: 'Blog comment',
  picture_comment: 'Picture comment',
  video_comment: 'Video comment',
};

export const subjectLabel = (type: string) =>
  SUBJECT_LABELS[type] ?? type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
