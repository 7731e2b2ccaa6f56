import { HttpStatus, UnprocessableEntityException, ValidationPipe, type ArgumentMetadata, type ValidationPipeOptions, type ValidationError } from '@nestjs/common';
import { plainPagingQuery } from '../paging/paging';

export type FieldErrors = Record<string, string[]>;

/** A 422 in the API's envelope: `{ statusCode: 422, message: <first message>, errors }`. */
export class ValidationFailedException extends UnprocessableEntityException {
  constructor(readonly errors: FieldErrors) {
    const first = Object.values(errors)[0]?.[0] ?? 'Validation failed';
    super({ statusCode: HttpStatus.UNPROCESSABLE_ENTITY, message: first, errors });
  }

  /** One field, one message: for rules checked in services (e.g. a taken email). */
  static field(field: string, message: string): ValidationFailedException {
    return new ValidationFailedException({ [field]: [message] });
  }
}

/** Flattens class-validator's tree into `{ 'field' | 'parent.child': [messages] }`. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      // class-validator reports constraints in reverse declaration order; the first declared
      // rule (e.g. "required") should be the first message.
      const messages = Object.values(error.constraints).reverse();
      const merged = (out[path] ?? []).concat(messages.map((m) => (m.endsWith('should not exist') ? 'This field is not allowed' : m)));
      out[path] = [...new Set(merged)];
    }
    if (error.children?.length) {
      Object.assign(out, flattenValidationErrors(error.children, path));
    }
  }
  return out;
}

const EXTRA_FIELDS_IGNORED = Symbol('plaza:extra-fields-ignored');

/**
 * For bodies that clients send with extra parameters of their own (Pusher's channel auth):
 * only the listed fields are read, any other is dropped instead of refused.
 */
export function IgnoresExtraFields(fields: string[]): ClassDecorator {
  return (target) => Reflect.defineMetadata(EXTRA_FIELDS_IGNORED, fields, target);
}

class PlazaValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const fields = metadata.metatype ? (Reflect.getMetadata(EXTRA_FIELDS_IGNORED, metadata.metatype) as string[] | undefined) : undefined;
    if (fields && value && typeof value === 'object') {
      value = Object.fromEntries(Object.entries(value).filter(([k]) => fields.includes(k)));
    }
    if (metadata.type === 'query' && metadata.metatype) {
      const plain = plainPagingQuery(metadata.metatype, value);
      if (plain) {
        return Promise.resolve(plain);
      }
    }
    return super.transform(value, metadata) as Promise<unknown>;
  }
}

/** Global validation's options: whitelist, unknown fields refused, 422 envelope. */
export const VALIDATION_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: false,
  transform: true,
  transformOptions: { enableImplicitConversion: false },
  stopAtFirstError: false,
  errorHttpStatusCode: HttpStatus.UNPROCESSABLE_ENTITY,
  exceptionFactory: (errors) => new ValidationFailedException(flattenValidationErrors(errors)),
};

/** Global validation (VALIDATION_OPTIONS), with a short way for plainly valid paging queries. */
export function createValidationPipe(): ValidationPipe {
  return new PlazaValidationPipe(VALIDATION_OPTIONS);
}
