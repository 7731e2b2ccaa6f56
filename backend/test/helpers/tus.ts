import { request as httpRequest } from 'node:http';
import type { TestUser } from './factories';

/** The header every tus request but OPTIONS carries. */
export const TUS = { 'tus-resumable': '1.0.0' };

/** An Upload-Metadata header: each value base64-encoded after its key. */
export const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** Creates a resumable upload of `length` bytes on the app at `baseUrl`. */
export function createUpload(baseUrl: string, me: TestUser, length: number, fields: Record<string, string> = { filename: 'x.bin' }) {
  return fetch(`${baseUrl}/api/storage/uploads`, {
    method: 'POST',
    headers: { ...TUS, authorization: `Bearer ${me.access_token}`, 'upload-length': String(length), 'upload-metadata': tusMetadata(fields) },
  });
}

/** How an open PATCH ended: its answer (status and Upload-Offset), or none when the connection closed first. */
export interface PatchOutcome {
  status?: number;
  offset?: number;
}

/** A PATCH whose body the test sends piece by piece, as a slow or stalled client does. */
export interface OpenPatch {
  /** Sends more of the body (ignored once the connection is gone). */
  send(bytes: Buffer): Promise<void>;
  /** Drops the connection. */
  drop(): void;
  /** Settles when the server answers or the connection closes. */
  readonly outcome: Promise<PatchOutcome>;
}

const patchHeaders = (token: string, offset: number) => ({
  ...TUS,
  authorization: `Bearer ${token}`,
  'upload-offset': String(offset),
  'content-type': 'application/offset+octet-stream',
});

/** Starts a PATCH of `length` bytes from `offset` to `url` (an upload's location on some app) and sends nothing yet. */
export function openPatch(url: string, token: string, offset: number, length: number): OpenPatch {
  const req = httpRequest(url, {
    method: 'PATCH',
    headers: { ...patchHeaders(token, offset), 'content-length': String(length) },
  });
  const outcome = new Promise<PatchOutcome>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode, offset: Number(res.headers['upload-offset'] ?? Number.NaN) });
    });
    req.on('error', () => resolve({}));
    req.on('close', () => resolve({}));
  });
  return {
    send: (bytes) =>
      new Promise((resolve) => {
        if (req.destroyed) {
          resolve();
          return;
        }
        req.write(bytes, () => resolve());
      }),
    drop: () => req.destroy(),
    outcome,
  };
}

/** A HEAD of the upload at `url`: its Upload-Offset. */
export const headUpload = (url: string, token?: string) =>
  fetch(url, { method: 'HEAD', headers: { ...TUS, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

/** A whole PATCH of `body` from `offset` to the upload at `url`. */
export const patchUpload = (url: string, token: string, offset: number, body: Buffer) =>
  fetch(url, {
    method: 'PATCH',
    headers: patchHeaders(token, offset),
    body,
  });
