import { ValidateBy, type ValidationOptions } from 'class-validator';
import { MAX_ID } from '../http/id.pipe';

const missing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * An id in a JSON body: a whole number in 1..MAX_ID. A missing value passes, so that the field's
 * required rule (IsNotEmpty) alone reports it; class-validator would otherwise list every rule.
 */
export function IsId(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isId', validator: { validate: (v: unknown) => missing(v) || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_ID) } },
    options,
  );
}
