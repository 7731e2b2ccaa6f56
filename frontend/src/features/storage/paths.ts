/** The storage page's views, as query parameters of /storage (the page itself must stay at /storage). */
export type StorageView = 'mine' | 'shared-with-me' | 'shared-by-me';

/** The storage page: a view, and a folder to open (mine or shared with me). */
export function storagePath(options: { view?: StorageView; folderId?: number | null } = {}): string {
  const params = new URLSearchParams();
  if (options.view && options.view !== 'mine') {
    params.set('view', options.view);
  }
  if (options.folderId) {
    params.set('folder_id', String(options.folderId));
  }
  const query = params.toString();
  return query ? `/storage?${query}` : '/storage';
}
