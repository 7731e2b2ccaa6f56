import { applyDecorators, UseGuards, UseInterceptors, type Type } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '../auth/decorators';
import { ApiErrorDto } from '../errors/api-error.dto';
import { AuthThrottleGuard } from '../throttle/auth-throttle';
import { SignInAttempts } from '../throttle/sign-in-attempts';
import { describeFileRule, type FileRules } from '../uploads/multipart';

/** What each error status means when a route does not say more. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request',
  401: 'Missing, invalid or expired access token',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'A file is over its size limit',
  415: 'Not a multipart body, or a file of a type not accepted',
  422: 'Validation failed',
  429: 'Too many attempts',
};

/**
 * The error answers of a route, all `{ statusCode, message, errors? }` (ApiErrorDto):
 * `@ApiErrors(403, 404)`, or with descriptions `@ApiErrors({ 404: 'No such post' }, 403)`.
 */
export function ApiErrors(...statuses: (number | Record<number, string>)[]): MethodDecorator & ClassDecorator {
  const entries: [number, string][] = statuses.flatMap((s) =>
    typeof s === 'number' ? [[s, ERROR_DESCRIPTIONS[s] ?? 'Error'] as [number, string]] : Object.entries(s).map(([k, v]) => [Number(k), v] as [number, string]),
  );
  return applyDecorators(...entries.map(([status, description]) => ApiResponse({ status, type: ApiErrorDto, description })));
}

/**
 * A multipart form in OpenAPI: the text fields of `dto` (the class `readMultipart` validates
 * with; null for none) and the file fields of `files` (the very object given to `readMultipart`,
 * so the documented limits are the enforced ones), plus the 413 and 415 it can answer.
 */
export function ApiMultipart(dto: Type<unknown> | null, files: FileRules): MethodDecorator {
  const properties = Object.fromEntries(
    Object.entries(files).map(([name, rule]) => {
      const file = { type: 'string', format: 'binary' };
      return [
        name,
        (rule.maxCount ?? 1) > 1
          ? { type: 'array', items: file, maxItems: rule.maxCount, description: describeFileRule(rule) }
          : { ...file, description: describeFileRule(rule) },
      ];
    }),
  );
  const required = Object.entries(files)
    .filter(([, rule]) => rule.required)
    .map(([name]) => name);
  const fileSchema = { type: 'object', ...(required.length ? { required } : {}), properties };
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ...(dto ? [ApiExtraModels(dto)] : []),
    ApiBody({ schema: dto ? { allOf: [{ $ref: getSchemaPath(dto) }, fileSchema] } : fileSchema }),
    ApiErrors(413, 415),
  );
}

/**
 * A `{ data: item }` answer in OpenAPI, titled `<Item>Response` (ItemDto → ItemResponse), without
 * a wrapper class per DTO: `@ApiDataResponse(PostDto, 201)`.
 */
export function ApiDataResponse(item: Type<unknown>, status = 200): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(item),
    ApiResponse({
      status,
      description: status === 201 ? 'Created' : 'OK',
      schema: {
        title: `${item.name.replace(/Dto$/, '')}Response`,
        type: 'object',
        required: ['data'],
        properties: { data: { $ref: getSchemaPath(item) } },
      },
    }),
  );
}

/**
 * A route anyone may call without an access token, throttled per IP (AUTH_THROTTLE_IP_LIMIT per
 * AUTH_THROTTLE_TTL), and per account too with `{ perAccount: true }` (sign-in, sign-up, forgot,
 * reset: the email or token sent). Documents the 429.
 */
export function PublicThrottled(options: { perAccount?: boolean } = {}): MethodDecorator {
  return applyDecorators(
    Public(),
    UseGuards(AuthThrottleGuard),
    ...(options.perAccount ? [] : [SkipThrottle({ account: true })]),
    ApiErrors(429),
  );
}

/**
 * A sign-in with an email and a password: throttled per IP like PublicThrottled, and its failures
 * counted per account and IP pair with a growing delay per account (SignInAttempts), so that
 * failures from elsewhere never lock the owner out. Documents the 429.
 */
export function SignInThrottled(): MethodDecorator {
  return applyDecorators(Public(), UseGuards(AuthThrottleGuard), SkipThrottle({ account: true }), UseInterceptors(SignInAttempts), ApiErrors(429));
}
