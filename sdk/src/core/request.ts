// Plaza's request function for the generated SDK. `npm run sdk` copies this file to
// sdk/src/core/request.ts (openapi-typescript-codegen `--request`): edit it here, never the copy.
//
// Same contract as the generator's fetch client: `request(config, options)` returns a
// CancelablePromise of the response body and rejects with ApiError on an error status. One
// difference: in a browser, a multipart request followed by `withUploadProgress` goes through
// XMLHttpRequest, since fetch cannot report upload progress:
//
//   withUploadProgress((p) => setPercent(p.percent), () => AuthService.editProfile({ formData }))
import { ApiError } from './ApiError.js';
import type { ApiRequestOptions } from './ApiRequestOptions.js';
import type { ApiResult } from './ApiResult.js';
import { CancelablePromise, type OnCancel } from './CancelablePromise.js';
import type { OpenAPIConfig } from './OpenAPI.js';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes of the whole request body. */
  total: number;
  /** 0 to 100. */
  percent: number;
}

export type UploadProgressListener = (progress: UploadProgress) => void;

/** The listener of the requests started inside `withUploadProgress`; read when a request starts. */
let pendingListener: UploadProgressListener | undefined;

/**
 * Runs `start` (which starts one or more SDK calls) with `listener` attached to every multipart
 * request it starts; other requests ignore it. Returns what `start` returns.
 */
export function withUploadProgress<T>(listener: UploadProgressListener, start: () => T): T {
  const outer = pendingListener;
  pendingListener = listener;
  try {
    return start();
  } finally {
    pendingListener = outer;
  }
}

type Resolver<T> = (options: ApiRequestOptions) => Promise<T>;

/** What either transport hands back: the status line, a header reader and the parsed body. */
interface RawResponse {
  ok: boolean;
  status: number;
  statusText: string;
  header(name: string): string | null;
  body: unknown;
}

const KNOWN_ERRORS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const JSON_TYPES = ['application/json', 'application/problem+json'];

function isPresent<T>(value: T | null | undefined): value is T {
  return value !== undefined && value !== null;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function isFormData(value: unknown): value is FormData {
  return typeof FormData !== 'undefined' && value instanceof FormData;
}

async function resolveSetting<T>(
  setting: T | Resolver<T> | undefined,
  options: ApiRequestOptions,
): Promise<T | undefined> {
  return typeof setting === 'function' ? (setting as Resolver<T>)(options) : setting;
}

function encodeBase64(text: string): string {
  let binary = '';
  new TextEncoder().encode(text).forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary);
}

/** `?a=1&list=x&list=y&filter[k]=v`: arrays repeat their key, objects nest, null and undefined are left out. */
function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) {
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item) => add(key, item));
    } else if (typeof value === 'object') {
      Object.entries(value).forEach(([name, item]) => add(`${key}[${name}]`, item));
    } else {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  Object.entries(query).forEach(([key, value]) => add(key, value));
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function buildUrl(config: OpenAPIConfig, options: ApiRequestOptions): string {
  const encode = config.ENCODE_PATH ?? encodeURI;
  const path = options.url
    .replace('{api-version}', config.VERSION)
    .replace(/{(.*?)}/g, (placeholder: string, name: string) =>
      options.path && Object.hasOwn(options.path, name) ? encode(String(options.path[name])) : placeholder,
    );
  return `${config.BASE}${path}${options.query ? queryString(options.query) : ''}`;
}

/** Strings and files as they are, anything else as JSON; arrays become repeated fields. */
function buildFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (!isPresent(value)) {
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(key, typeof item === 'string' || isBlob(item) ? item : JSON.stringify(item));
    }
  }
  return form;
}

function encodeBody(options: ApiRequestOptions): BodyInit | undefined {
  const { body, mediaType } = options;
  if (body === undefined) {
    return undefined;
  }
  if (!mediaType?.includes('/json') && (typeof body === 'string' || isBlob(body) || isFormData(body))) {
    return body;
  }
  return JSON.stringify(body);
}

function contentTypeOf(options: ApiRequestOptions): string | undefined {
  const { body, mediaType } = options;
  if (body === undefined) {
    // A multipart body gets its boundary from the browser.
    return undefined;
  }
  if (mediaType) {
    return mediaType;
  }
  if (isBlob(body)) {
    return body.type || 'application/octet-stream';
  }
  if (typeof body === 'string') {
    return 'text/plain';
  }
  return isFormData(body) ? undefined : 'application/json';
}

async function buildHeaders(config: OpenAPIConfig, options: ApiRequestOptions): Promise<Record<string, string>> {
  const [token, username, password, extra] = await Promise.all([
    resolveSetting(config.TOKEN, options),
    resolveSetting(config.USERNAME, options),
    resolveSetting(config.PASSWORD, options),
    resolveSetting(config.HEADERS, options),
  ]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ Accept: 'application/json', ...extra, ...options.headers })) {
    if (isPresent(value)) {
      headers[name] = String(value);
    }
  }
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  if (username && password) {
    headers.Authorization = `Basic ${encodeBase64(`${username}:${password}`)}`;
  }
  const contentType = contentTypeOf(options);
  if (contentType) {
    headers['Content-Type'] = contentType;
  }
  return headers;
}

/** JSON when the server says so, else text; no body for 204 or without a Content-Type. */
async function parseBody(status: number, contentType: string | null, read: () => Promise<string>): Promise<unknown> {
  if (status === 204 || !contentType) {
    return undefined;
  }
  try {
    const text = await read();
    const isJson = JSON_TYPES.some((type) => contentType.toLowerCase().startsWith(type));
    return isJson ? JSON.parse(text) : text;
  } catch (error) {
    console.error(error);
    return undefined;
  }
}

/**
 * Answers a request without sending it, when it returns a response: a client's way to hand over
 * a read it started before the SDK was loaded (a browser page's first data). Undefined: sent.
 */
export type EarlyAnswer = (url: string, init: RequestInit) => Promise<Response> | undefined;

let earlyAnswer: EarlyAnswer | undefined;

/** Sets (or, with undefined, removes) the function asked first for every fetch request. */
export function answerEarly(answer: EarlyAnswer | undefined): void {
  earlyAnswer = answer;
}

async function sendWithFetch(
  config: OpenAPIConfig,
  options: ApiRequestOptions,
  url: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
  onCancel: OnCancel,
): Promise<RawResponse> {
  const controller = new AbortController();
  onCancel(() => controller.abort());
  const init: RequestInit = { method: options.method, headers, body, signal: controller.signal };
  if (config.WITH_CREDENTIALS) {
    init.credentials = config.CREDENTIALS;
  }
  const response = await (earlyAnswer?.(url, init) ?? fetch(url, init));
  return {
    ok: response.ok,
    status: response.status,
    statusText: response.statusText,
    header: (name) => response.headers.get(name),
    body: await parseBody(response.status, response.headers.get('Content-Type'), () => response.text()),
  };
}

function sendWithXhr(
  config: OpenAPIConfig,
  options: ApiRequestOptions,
  url: string,
  headers: Record<string, string>,
  body: FormData,
  onCancel: OnCancel,
  listener: UploadProgressListener | undefined,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, url, true);
    xhr.withCredentials = config.WITH_CREDENTIALS && config.CREDENTIALS === 'include';
    Object.entries(headers).forEach(([name, value]) => xhr.setRequestHeader(name, value));
    if (listener) {
      const report = (event: ProgressEvent, done: boolean) => {
        if (done || event.lengthComputable) {
          const total = event.lengthComputable ? event.total : event.loaded;
          const percent = done || total === 0 ? 100 : Math.min(100, Math.round((event.loaded / total) * 100));
          listener({ loaded: event.loaded, total, percent });
        }
      };
      xhr.upload.addEventListener('progress', (event) => report(event, false));
      xhr.upload.addEventListener('load', (event) => report(event, true));
    }
    xhr.addEventListener('load', () => {
      const contentType = xhr.getResponseHeader('Content-Type');
      void parseBody(xhr.status, contentType, async () => xhr.responseText).then((parsed) =>
        resolve({
          ok: xhr.status >= 200 && xhr.status < 300,
          status: xhr.status,
          statusText: xhr.statusText,
          header: (name) => xhr.getResponseHeader(name),
          body: parsed,
        }),
      );
    });
    // fetch's errors for the same failures, so callers see one kind whatever the transport.
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('timeout', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    onCancel(() => xhr.abort());
    xhr.send(body);
  });
}

function throwOnError(options: ApiRequestOptions, result: ApiResult): void {
  const known = { ...KNOWN_ERRORS, ...options.errors }[result.status];
  if (known) {
    throw new ApiError(options, result, known);
  }
  if (!result.ok) {
    let body: string | undefined;
    try {
      body = JSON.stringify(result.body, null, 2);
    } catch {
      body = undefined;
    }
    throw new ApiError(
      options,
      result,
      `Generic Error: status: ${result.status}; status text: ${result.statusText}; body: ${body}`,
    );
  }
}

async function send(
  config: OpenAPIConfig,
  options: ApiRequestOptions,
  onCancel: OnCancel,
  listener: UploadProgressListener | undefined,
): Promise<unknown> {
  const url = buildUrl(config, options);
  const payload = encodeBody(options) ?? (options.formData ? buildFormData(options.formData) : undefined);
  const headers = await buildHeaders(config, options);
  if (onCancel.isCancelled) {
    return undefined;
  }
  // XMLHttpRequest only where it exists and someone follows the upload: Node has fetch alone.
  const response = isFormData(payload) && listener && typeof XMLHttpRequest !== 'undefined'
    ? await sendWithXhr(config, options, url, headers, payload, onCancel, listener)
    : await sendWithFetch(config, options, url, headers, payload, onCancel);
  const header = options.responseHeader ? response.header(options.responseHeader) : null;
  const result: ApiResult = {
    url,
    ok: response.ok,
    status: response.status,
    statusText: response.statusText,
    body: header ?? response.body,
  };
  throwOnError(options, result);
  return result.body;
}

/**
 * Sends one API request as the SDK's services describe it.
 * @throws ApiError for an error status
 */
export const request = <T>(config: OpenAPIConfig, options: ApiRequestOptions): CancelablePromise<T> => {
  const listener = pendingListener;
  return new CancelablePromise<T>((resolve, reject, onCancel) => {
    send(config, options, onCancel, listener).then((body) => resolve(body as T), reject);
  });
};
