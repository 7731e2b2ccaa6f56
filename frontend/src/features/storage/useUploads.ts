import { ApiError, StorageService } from '@plaza/sdk';
import { useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { useToast } from '../../lib/toastContext';
import { errorMessage } from '../../lib/api';
import { getAccessToken } from '../../lib/session';
import { withUploadProgress } from '../../lib/upload';
import { useRefreshStorage } from './api';
import { i18n } from '../../i18n';
import './words';

/** Files up to this size go through POST /storage; larger ones upload resumably (tus). */
export const MULTIPART_MAX_BYTES = 20 * 1024 * 1024;
/** Where resumable uploads start (the tus protocol's creation URL). */
export const RESUMABLE_ENDPOINT = '/api/storage/uploads';

export interface UploadState {
  key: string;
  name: string;
  size: number;
  /** 0 to 100. */
  percent: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
}

/** The message of a failed resumable upload: the server's text, else 'Server error'. */
function tusMessage(error: unknown): string {
  const response = (error as { originalResponse?: { getBody(): string } | null }).originalResponse;
  const body = response?.getBody()?.trim();
  return body || i18n.t('storage:upload.serverError');
}

/** Sends one file resumably: a dropped connection resumes from the last byte the server has. */
function uploadResumably(file: File, folderId: number | null, onPercent: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: RESUMABLE_ENDPOINT,
      metadata: { filename: file.name, ...(folderId ? { folder_id: String(folderId) } : {}) },
      retryDelays: [0, 1000, 3000, 5000, 10000],
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (req) => {
        req.setHeader('Authorization', `Bearer ${getAccessToken() ?? ''}`);
      },
      onProgress: (sent, total) => onPercent(total ? Math.round((sent / total) * 100) : 0),
      onSuccess: () => resolve(),
      onError: (error) => reject(new Error(tusMessage(error))),
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous.length) {
        upload.resumeFromPreviousUpload(previous[0]);
      }
      upload.start();
    });
  });
}

/**
 * Uploads into a folder with progress per file: small files through the SDK's multipart call,
 * large ones resumably. A failure shows the server's message ('Server error' when it gave none).
 */
export function useUploads(folderId: number | null) {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const counter = useRef(0);
  const toast = useToast();
  const refresh = useRefreshStorage();

  const update = (key: string, patch: Partial<UploadState>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  async function uploadOne(file: File): Promise<void> {
    const key = `${++counter.current}`;
    setUploads((all) => [...all, { key, name: file.name, size: file.size, percent: 0, status: 'uploading' }]);
    const onPercent = (percent: number) => update(key, { percent });
    try {
      if (file.size > MULTIPART_MAX_BYTES) {
        await uploadResumably(file, folderId, onPercent);
      } else {
        await withUploadProgress(
          (p) => onPercent(p.percent),
          () => StorageService.uploadStorage({ formData: { files: [file], folder_id: folderId ?? undefined } }),
        );
      }
      update(key, { percent: 100, status: 'done' });
    } catch (error) {
      const message = error instanceof ApiError ? errorMessage(error) : error instanceof Error ? error.message : i18n.t('storage:upload.serverError');
      update(key, { status: 'failed', error: message });
      toast.error(message);
    }
  }

  async function upload(files: readonly File[]): Promise<void> {
    await Promise.all(files.map(uploadOne));
    await refresh();
    setUploads((all) => all.filter((u) => u.status !== 'done'));
  }

  const dismiss = (key: string) => setUploads((all) => all.filter((u) => u.key !== key));

  return { uploads, upload, dismiss };
}
