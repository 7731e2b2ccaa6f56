import { tableSearcher } from '../../common/search/searcher';
import { areFriends } from '../../common/sql/fragments';

/**
 * The viewer's items and those shared with them (an item shared, or below a folder shared, by a
 * friend; none a moderator hid): read from the shares down, never by testing strangers' items.
 */
const READABLE = `lateral (
  with recursive shared (id) as (
    select s.item_id from storage_shares s join storage_items r on r.id = s.item_id
     where s.user_id = me.id and r.hidden_at is null and ${areFriends('r.user_id', 'me.id')}
    union
    select c.id from storage_items c join shared on c.parent_id = shared.id where c.hidden_at is null
  )
  select i.* from storage_items i where i.user_id = me.id
  union all
  select i.* from storage_items i join shared on shared.id = i.id where i.user_id <> me.id
) x`;

/** Storage in site search: a folder opens itself, a file the folder it is in. */
export const StorageSearcher = tableSearcher([
  {
    info: { type: 'storage', label: 'Storage', membersOnly: true },
    source: {
      from: READABLE,
      itemFrom: 'storage_items x',
      visible: 'true',
      title: 'x.name',
      excerpt: "case when x.kind = 'folder' then 'Folder' else coalesce(x.mime_type, 'File') end",
      image: 'null::text',
      // chr(63) is '?', which plain SQL would take for a parameter.
      path: `'/storage' || chr(63) || case when x.user_id = me.id then '' else 'view=shared-with-me&' end
             || coalesce('folder_id=' || case when x.kind = 'folder' then x.id else x.parent_id end, '')`,
    },
  },
]);
