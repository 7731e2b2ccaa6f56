import { contentSubject, type ModerationSubject } from '../../common/moderation/moderation-subject';
import { readableBy } from './storage.repository';

/** A shared file or folder. */
export const STORAGE_SUBJECTS: readonly ModerationSubject[] = [
  contentSubject({
    type: 'storage',
    group: 'social',
    label: 'Shared file',
    plural: 'Shared files',
    table: 'storage_items',
    author: 'user_id',
    preview: `s.name || case when s.kind = 'folder' then ' (folder)' else '' end`,
    // Friends see what was shared with them; nobody else sees anything of a member's storage.
    visible: readableBy('s', 'me.id'),
    // A folder goes with everything inside it, and the files on disk with their rows.
    deleteSql: `with recursive tree (id) as (
        select id from storage_items where id = ?
        union all
        select c.id from storage_items c join tree t on c.parent_id = t.id
      )
      delete from storage_items s where s.id in (select id from tree) returning to_jsonb(s) as snapshot`,
  }),
];
