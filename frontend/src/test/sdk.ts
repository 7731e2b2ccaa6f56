import { ApiError, CancelablePromise, type UserDto } from '@plaza/sdk';

/** What an SDK call returns when the API answers `value`. */
export function sdkOk<T>(value: T): CancelablePromise<T> {
  return new CancelablePromise<T>((resolve) => resolve(value));
}

export function apiError(status: number, body?: unknown, url = '/api/auth'): ApiError {
  return new ApiError({ method: 'POST', url }, { url, ok: false, status, statusText: '', body }, `Status ${status}`);
}

/** What an SDK call returns when the API answers `status` with `body`. */
export function sdkFail<T>(status: number, body?: unknown): CancelablePromise<T> {
  return new CancelablePromise<T>((_resolve, reject) => reject(apiError(status, body)));
}

/** An SDK call that answers when the test says so. */
export function sdkPending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new CancelablePromise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A 422 as the API sends it. */
export function validationBody(errors: Record<string, string[]>) {
  return { statusCode: 422, message: Object.values(errors)[0][0], errors };
}

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 7,
    first_name: 'Ana',
    last_name: 'Martins',
    username: 'ana',
    email: 'ana@example.com',
    email_verified: true,
    pending_email: null,
    avatar: null,
    cover: null,
    about: null,
    date_of_birth: null,
    gender: null,
    location: null,
    country: null,
    favorite_tv_show: null,
    favorite_music: null,
    education: null,
    other_interests: null,
    work_experience: null,
    is_online: true,
    status: 'online',
    role: 'member',
    two_factor_enabled: false,
    created_at: '2026-01-05T15:30:00.000Z',
    deletion_scheduled_at: null,
    language: null,
    ...overrides,
  };
}

export const TOKENS = { access_token: 'access-1', refresh_token: 'refresh-1' };
