import { StorageService, type MoveOrRenameDto, type StorageItemDto } from '@plaza/sdk';
import { useState } from 'react';
import { useToast } from '../../lib/toastContext';
import { errorMessage } from '../../lib/api';
import { useRefreshStorage } from './api';
import { i18n } from '../../i18n';
import './words';

/** The four flags of storage: each is set when its request succeeds and cleared when the request ends. */
export type StorageFlag = 'deleted' | 'movedOrRenamed' | 'shared' | 'unshared';

/** What each flag shows, as a toast, in the reader's language. */
export const STORAGE_FLAG_TOASTS: Record<StorageFlag, (name: string) => string> = {
  deleted: (name) => i18n.t('storage:toasts.deleted', { name }),
  movedOrRenamed: (name) => i18n.t('storage:toasts.movedOrRenamed', { name }),
  shared: (name) => i18n.t('storage:toasts.shared', { name }),
  unshared: (name) => i18n.t('storage:toasts.unshared', { name }),
};

/**
 * The changes a member makes to their storage: each request raises its flag on success (shown as
 * a toast), clears it when it ends, and refreshes every storage listing. A failure shows the
 * server's message. `busy` is true while one runs.
 */
export function useStorageActions() {
  const toast = useToast();
  const refresh = useRefreshStorage();
  const [flags, setFlags] = useState<Partial<Record<StorageFlag, boolean>>>({});
  const [busy, setBusy] = useState(false);

  async function run(flag: StorageFlag, name: string, request: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    try {
      await request();
      setFlags((f) => ({ ...f, [flag]: true }));
      toast.success(STORAGE_FLAG_TOASTS[flag](name));
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    } finally {
      setFlags((f) => ({ ...f, [flag]: false }));
      setBusy(false);
      await refresh();
    }
  }

  return {
    flags,
    busy,
    remove: (item: StorageItemDto) => run('deleted', item.name, () => StorageService.deleteStorageItem({ id: item.id })),
    moveOrRename: (item: StorageItemDto, change: MoveOrRenameDto) =>
      run('movedOrRenamed', change.name ?? item.name, () => StorageService.moveOrRenameStorageItem({ id: item.id, requestBody: change })),
    share: (item: StorageItemDto, userIds: number[]) =>
      run('shared', item.name, () => StorageService.shareStorageItem({ formData: { storage_id: item.id, user_ids: userIds } })),
    unshare: (item: StorageItemDto, userId?: number) =>
      run('unshared', item.name, () => StorageService.unshareStorageItem({ id: item.id, requestBody: userId ? { user_id: userId } : {} })),
  };
}
