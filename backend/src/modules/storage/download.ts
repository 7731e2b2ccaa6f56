/**
 * The HTTP side of a stored file's download, as pure functions: which bytes a `Range` asks for,
 * whether a conditional request is already satisfied, and the headers that go with it.
 */

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * The one byte range of a `Range: bytes=…` header: `undefined` to send the whole file (no
 * header, another unit, several ranges or a malformed one, all of which a server may ignore), or
 * 'unsatisfiable' (416) when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) {
    return undefined;
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) {
    return undefined;
  }
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) {
      return 'unsatisfiable';
    }
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) {
    return undefined;
  }
  return start >= size ? 'unsatisfiable' : { start, end };
}

/** The strong ETag of a file, from its content hash. */
export const etagOf = (sha256: string) => `"${sha256}"`;

/** True when `If-None-Match` names the file's current ETag (or `*`): answer 304. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) {
    return false;
  }
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}

/** A `Range` applies unless `If-Range` names another version of the file. */
export const rangeStillValid = (ifRange: string | undefined, etag: string) => !ifRange || ifRange.trim() === etag;

/** Types a browser may show inline from this origin; anything else (HTML, SVG, scripts…) is only downloaded. */
const INLINE_TYPES =
  /^(image\/(png|jpeg|gif|webp|avif|bmp)|video\/(mp4|webm|ogg|quicktime)|audio\/[\w.+-]+|application\/pdf|text\/plain)$/;

export const canShowInline = (mimeType: string) => INLINE_TYPES.test(mimeType);

/**
 * `Content-Disposition` with the original name: an ASCII fallback in `filename` and the exact
 * name in `filename*` (RFC 6266 / RFC 5987), so no name can break out of the header.
 */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** `Content-Type` as sent: text gets its charset; a type shown only as a download is sent as it is, with nosniff. */
export const contentType = (mimeType: string) =>
  mimeType.startsWith('text/') ? `${mimeType}; charset=utf-8` : mimeType;
