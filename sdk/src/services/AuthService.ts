/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ConfirmTotpInput } from '../models/ConfirmTotpInput.js';
import type { DisableTotpInput } from '../models/DisableTotpInput.js';
import type { EmailVerifiedDto } from '../models/EmailVerifiedDto.js';
import type { ForgotPasswordDto } from '../models/ForgotPasswordDto.js';
import type { LanguageDto } from '../models/LanguageDto.js';
import type { LoginDto } from '../models/LoginDto.js';
import type { LoginResponseDto } from '../models/LoginResponseDto.js';
import type { LoginSecondStepInput } from '../models/LoginSecondStepInput.js';
import type { MessageDto } from '../models/MessageDto.js';
import type { PasskeyDto } from '../models/PasskeyDto.js';
import type { PasskeyListDto } from '../models/PasskeyListDto.js';
import type { PasskeyLoginInput } from '../models/PasskeyLoginInput.js';
import type { ProfileEditDto } from '../models/ProfileEditDto.js';
import type { RecoveryCodesResponseDto } from '../models/RecoveryCodesResponseDto.js';
import type { RefreshDto } from '../models/RefreshDto.js';
import type { RegisterDto } from '../models/RegisterDto.js';
import type { RegisterPasskeyInput } from '../models/RegisterPasskeyInput.js';
import type { RenamePasskeyInput } from '../models/RenamePasskeyInput.js';
import type { ResetPasswordDto } from '../models/ResetPasswordDto.js';
import type { ResetTokenResponseDto } from '../models/ResetTokenResponseDto.js';
import type { RevokedSessionsDto } from '../models/RevokedSessionsDto.js';
import type { SessionListResponseDto } from '../models/SessionListResponseDto.js';
import type { StatusDto } from '../models/StatusDto.js';
import type { TokenPairDto } from '../models/TokenPairDto.js';
import type { TotpSetupDto } from '../models/TotpSetupDto.js';
import type { TwoFactorChallengeDto } from '../models/TwoFactorChallengeDto.js';
import type { UserResponseDto } from '../models/UserResponseDto.js';
import type { WebAuthnOptionsDto } from '../models/WebAuthnOptionsDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class AuthService {
  /**
   * Turn two-factor authentication off: the password and a code (or a recovery code)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns UserResponseDto OK
   * @throws ApiError
   */
  public static disableTotp({
    requestBody,
  }: {
    requestBody: DisableTotpInput,
  }): CancelablePromise<UserResponseDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/auth/2fa/totp',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        409: `Two-factor authentication is not on`,
        422: `Validation failed`,
        429: `Too many wrong codes for this account`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Start adding an authenticator app: a new secret, its otpauth:// URI and QR code (pending until confirmed)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static startTotp(): CancelablePromise<{
    data: TotpSetupDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/2fa/totp',
      errors: {
        401: `Missing, invalid or expired access token`,
        409: `Two-factor authentication is already on`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Turn two-factor authentication on with a code from the app; answers ten recovery codes, shown once
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns RecoveryCodesResponseDto OK
   * @throws ApiError
   */
  public static confirmTotp({
    requestBody,
  }: {
    requestBody: ConfirmTotpInput,
  }): CancelablePromise<RecoveryCodesResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/2fa/totp/confirm',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        409: `Two-factor authentication is already on`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Mail the confirmation link again (to the pending new address if there is one); one a minute, five an hour
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns MessageDto OK
   * @throws ApiError
   */
  public static resendEmailConfirmation(): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/email/resend',
      errors: {
        401: `Missing, invalid or expired access token`,
        409: `My address is already confirmed and no change is pending`,
        429: `A link was mailed too recently: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Follow a mailed confirmation link (single use, valid 48 h): confirms the address, or swaps in the new one after a change
   * Open to anyone, without a token. Rate-limited: past the limit, 429 with Retry-After.
   * @returns EmailVerifiedDto OK
   * @throws ApiError
   */
  public static verifyEmail({
    token,
  }: {
    token: string,
  }): CancelablePromise<EmailVerifiedDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/email/verify/{token}',
      path: {
        'token': token,
      },
      errors: {
        404: `The link is unknown, used, expired or for an address no longer in play`,
        409: `Another account took the new address meanwhile`,
        422: `Validation failed`,
        429: `Too many attempts`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Sign in with email and password; with two-factor authentication on, answers a challenge for POST /auth/login/2fa instead
   * Open to anyone, without a token. Rate-limited: past the limit, 429 with Retry-After.
   * @returns any `{ user, token }`, or `{ two_factor_required: true, challenge }` when the account has two-factor authentication on
   * @throws ApiError
   */
  public static login({
    requestBody,
  }: {
    requestBody: LoginDto,
  }): CancelablePromise<(LoginResponseDto | TwoFactorChallengeDto)> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/login',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Wrong email or password`,
        403: `The account is suspended`,
        422: `Validation failed`,
        429: `Too many attempts`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Second step of a sign-in: the challenge and a code from the authenticator app (or a recovery code)
   * Open to anyone, without a token. Rate-limited: past the limit, 429 with Retry-After.
   * @returns LoginResponseDto OK
   * @throws ApiError
   */
  public static loginSecondStep({
    requestBody,
  }: {
    requestBody: LoginSecondStepInput,
  }): CancelablePromise<LoginResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/login/2fa',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `The challenge is unknown, used, expired or void after too many wrong codes`,
        403: `The account is suspended`,
        422: `Validation failed`,
        429: `Too many wrong codes for this account
        Too many attempts`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Sign out: ends this session and its refresh token family
   * Members only: the bearer token from sign-in.
   * @returns MessageDto OK
   * @throws ApiError
   */
  public static logout(): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/logout',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * The signed-in member
   * Members only: the bearer token from sign-in.
   * @returns UserResponseDto OK
   * @throws ApiError
   */
  public static me(): CancelablePromise<UserResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/auth/me',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Sign in with a passkey (counts as two factors: no code is asked)
   * Open to anyone, without a token. Rate-limited: past the limit, 429 with Retry-After.
   * @returns LoginResponseDto OK
   * @throws ApiError
   */
  public static loginWithPasskey({
    requestBody,
  }: {
    requestBody: PasskeyLoginInput,
  }): CancelablePromise<LoginResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/passkey/login',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Unknown passkey, a signature that does not verify, or an expired challenge`,
        403: `The account is suspended`,
        422: `Validation failed`,
        429: `Too many attempts`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Options for navigator.credentials.get(): start a passkey sign-in (the challenge works once, 5 minutes)
   * Open to anyone, without a token. Rate-limited: past the limit, 429 with Retry-After.
   * @returns WebAuthnOptionsDto OK
   * @throws ApiError
   */
  public static passkeyLoginOptions(): CancelablePromise<WebAuthnOptionsDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/passkey/login/options',
      errors: {
        429: `Too many attempts`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * My passkeys
   * Members only: the bearer token from sign-in.
   * @returns PasskeyListDto OK
   * @throws ApiError
   */
  public static listPasskeys(): CancelablePromise<PasskeyListDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/auth/passkeys',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Add a passkey: the authenticator’s answer to the options, and a name
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static registerPasskey({
    requestBody,
  }: {
    requestBody: RegisterPasskeyInput,
  }): CancelablePromise<{
    data: PasskeyDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/passkeys',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Options for navigator.credentials.create(): start adding a passkey (the challenge works once, 5 minutes)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns WebAuthnOptionsDto OK
   * @throws ApiError
   */
  public static passkeyRegistrationOptions(): CancelablePromise<WebAuthnOptionsDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/passkeys/options',
      errors: {
        401: `Missing, invalid or expired access token`,
        409: `The member already keeps the most passkeys allowed`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Remove one of my passkeys (it no longer signs in)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deletePasskey({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/auth/passkeys/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such passkey of mine`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Rename one of my passkeys
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static renamePasskey({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: RenamePasskeyInput,
  }): CancelablePromise<{
    data: PasskeyDto;
  }> {
    return __request(OpenAPI, {
      method: 'PATCH',
      url: '/api/auth/passkeys/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `No such passkey of mine`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Mail a password-reset link (same answer whether or not the account exists)
   * Open to anyone, without a token. Rate-limited: past the limit, 429 with Retry-After.
   * @returns MessageDto OK
   * @throws ApiError
   */
  public static forgot({
    requestBody,
  }: {
    requestBody: ForgotPasswordDto,
  }): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/password/forgot',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        422: `Validation failed`,
        429: `Too many attempts`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Check a mailed reset link before the member types a new password
   * Open to anyone, without a token.
   * @returns ResetTokenResponseDto The link is valid
   * @throws ApiError
   */
  public static checkResetToken({
    token,
  }: {
    token: string,
  }): CancelablePromise<ResetTokenResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/auth/password/reset/{token}',
      path: {
        'token': token,
      },
      errors: {
        404: `The link is unknown, used or expired`,
        422: `Validation failed`,
        429: `Too many attempts`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Set a new password with the mailed single-use token; signs out every session
   * Open to anyone, without a token. Rate-limited: past the limit, 429 with Retry-After.
   * @returns MessageDto OK
   * @throws ApiError
   */
  public static reset({
    token,
    requestBody,
  }: {
    token: string,
    requestBody: ResetPasswordDto,
  }): CancelablePromise<MessageDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/password/reset/{token}',
      path: {
        'token': token,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        404: `Not found`,
        422: `Validation failed`,
        429: `Too many attempts`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Replace the cover image (≤ 10 MB)
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns UserResponseDto OK
   * @throws ApiError
   */
  public static updateCover({
    formData,
  }: {
    formData: {
      /**
       * JPEG, PNG, WebP or GIF, at most 10 MB
       */
      cover: Blob;
    },
  }): CancelablePromise<UserResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/profile/cover',
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        413: `A file is over its size limit`,
        415: `Not a multipart body, or a file of a type not accepted`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Edit the profile: only the fields sent change; optional avatar image (≤ 5 MB)
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns UserResponseDto OK
   * @throws ApiError
   */
  public static editProfile({
    formData,
  }: {
    formData: (ProfileEditDto & {
      /**
       * JPEG, PNG, WebP or GIF, at most 5 MB
       */
      avatar?: Blob;
    }),
  }): CancelablePromise<UserResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/profile/edit',
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        413: `A file is over its size limit`,
        415: `Not a multipart body, or a file of a type not accepted`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Trade a refresh token (once) for a new token pair
   * Open to anyone, without a token.
   * @returns TokenPairDto OK
   * @throws ApiError
   */
  public static refresh({
    requestBody,
  }: {
    requestBody: RefreshDto,
  }): CancelablePromise<TokenPairDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/refresh',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Unknown, expired, revoked or already used refresh token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Sign up. The member then signs in.
   * Open to anyone, without a token. Rate-limited: past the limit, 429 with Retry-After.
   * @returns UserResponseDto Created
   * @throws ApiError
   */
  public static register({
    requestBody,
  }: {
    requestBody: RegisterDto,
  }): CancelablePromise<UserResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/register',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        422: `Validation failed`,
        429: `Too many attempts`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Sign out all my other sessions (this one stays); their sockets close at once
   * Members only: the bearer token from sign-in.
   * @returns RevokedSessionsDto OK
   * @throws ApiError
   */
  public static revokeOtherSessions(): CancelablePromise<RevokedSessionsDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/auth/sessions',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Where I'm signed in: my open sessions, this one flagged `current`
   * Members only: the bearer token from sign-in.
   * @returns SessionListResponseDto OK
   * @throws ApiError
   */
  public static listSessions(): CancelablePromise<SessionListResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/auth/sessions',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Sign out one of my sessions; its tokens stop working and its sockets close at once
   * Members only: the bearer token from sign-in.
   * @returns void
   * @throws ApiError
   */
  public static revokeSession({
    id,
  }: {
    id: string,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/auth/sessions/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such open session of mine`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Set my status: online, away or offline
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns UserResponseDto OK
   * @throws ApiError
   */
  public static updateStatus({
    requestBody,
  }: {
    requestBody: StatusDto,
  }): CancelablePromise<UserResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/auth/status',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Choose my interface language (en, pt-PT or ar); every device I sign in on then speaks it
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns LanguageDto OK
   * @throws ApiError
   */
  public static updateLanguage({
    requestBody,
  }: {
    requestBody: LanguageDto,
  }): CancelablePromise<LanguageDto> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/me/language',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
