import type { ReportReason } from '@plaza/sdk';
import { i18n } from '../../i18n';
import '../words';

const REASONS: readonly ReportReason[] = ['spam', 'harassment', 'hate', 'sexual', 'violence', 'illegal', 'scam', 'impersonation', 'miscategorized', 'other'];

/** How the console names a report reason, in its language. */
export const reasonLabel = (reason: ReportReason) => i18n.t(`admin:reasons.${reason}`);

/** The reasons as a filter's choices (react-admin shows each `name` as given). */
export const reasonChoices = () => REASONS.map((id) => ({ id, name: reasonLabel(id) }));
