import { notBlocked } from '../sql/fragments';
import { contentVisible } from '../sql/moderation';
import type { ImageKind } from '../uploads/images';

// What members can report and moderators act on, declared by each domain once per kind of row
// (its front door's descriptor); reports, the queue, the console and the audit log are built from them.
// Every SQL fragment reads the subject's row as alias `s`; `visible` may also use `me.id`.

/** Where a subject's section sits in the console's menu. */
export const MODERATION_GROUPS = ['members', 'social', 'community', 'listings'] as const;
export type ModerationGroup = (typeof MODERATION_GROUPS)[number];

export interface ModerationSubject {
  /** The `subject_type` of reports, notifications and the audit log. */
  type: string;
  group: ModerationGroup;
  /** One of them, for people: 'Post'. */
  label: string;
  /** Its section in the console: 'Posts'. */
  plural: string;
  table: string;
  /**
   * SQL condition over `s` when the subject is only some rows of `table` (a listing section's
   * rows of `listings`); every read and action on the subject adds it (see `inScope`).
   */
  scope?: string;
  /** Column of `s` naming the member responsible for the row. */
  author: string;
  /** SQL text over `s`: what moderators and notifications show of it. */
  preview: string;
  /** SQL over `s`: the public URL of its image, if any (shown to moderators). */
  media?: string;
  /** SQL over `s`: its price or cost and that amount's ISO 4217 currency, if it has one (a listing's). */
  price?: string;
  currency?: string;
  /** SQL condition over `s` and `me.id`: the member may see the row, hiding aside. */
  visible: string;
  /**
   * Content (has `hidden_at`: can be hidden, restored and removed), as opposed to a member, on
   * whom only the author actions (warn, suspend, ban) apply.
   */
  content: boolean;
  /** Image files that go with a removed row: a column of its snapshot holding a file name or an array of them. */
  images?: { column: string; kind: ImageKind }[];
  /**
   * How a removal deletes (default: the row alone): SQL whose one `?` is the row's id, returning
   * `to_jsonb(...) as snapshot` for each row deleted (e.g. a folder with what is inside).
   */
  deleteSql?: string;
}

/** SQL: ` and <scope>` of the subject's rows, or nothing when it is its whole table. */
export const inScope = (subject: Pick<ModerationSubject, 'scope'>) => (subject.scope ? ` and ${subject.scope}` : '');

/** A content section: the rows can be hidden and removed. */
export function contentSubject(subject: Omit<ModerationSubject, 'content' | 'visible'> & { visible?: string }): ModerationSubject {
  return {
    ...subject,
    content: true,
    visible: `${contentVisible('s', 'me.id', subject.author)} and ${notBlocked('me.id', `s.${subject.author}`)}${subject.visible ? ` and ${subject.visible}` : ''}`,
  };
}
