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
