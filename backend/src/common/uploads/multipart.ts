import { HttpException, HttpStatus, UnsupportedMediaTypeException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { flattenValidationErrors, ValidationFailedException } from '../errors/validation';
import { MSG, UPLOAD_MSG } from '../validation/messages';

/** The file field of a multipart form: the one declaration `readMultipart` and `ApiMultipart` share. */
export interface FileRule {
  /** Largest accepted size in bytes, per file; larger → 413. */
  maxBytes: number;
  /**
   * How many files the field takes. 1 (default): only the first file sent is kept, as the forms
   * send it. More: a list, and more files than this → 422.
   */
  maxCount?: number;
  /** A form without it → 422 'Choose an image' (or `requiredMessage`). */
  required?: boolean;
  requiredMessage?: string;
  /** What the field takes, for OpenAPI (the size limit is added). */
  description?: string;
}

export type FileRules = Record<string, FileRule>;

/** An image field: JPEG, PNG, WebP or GIF, checked from the bytes when stored (ImageStore). */
export const imageFile = (maxBytes: number, options: Omit<FileRule, 'maxBytes' | 'description'> = {}): FileRule => ({
  maxBytes,
  description: 'JPEG, PNG, WebP or GIF',
  ...options,
});

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface ParsedForm<T, F extends FileRules = FileRules> {
  fields: T;
  /** The first file of each field (undefined when none was sent). */
  files: { [K in keyof F]?: UploadedFile };
  /** Every file of each field, in the order sent (empty when none). */
  lists: { [K in keyof F]: UploadedFile[] };
}

export class PayloadTooLargeException extends HttpException {
  constructor(message: string) {
    super({ statusCode: HttpStatus.PAYLOAD_TOO_LARGE, message }, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}

/** A byte count as people read it: '10 MB'. */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** The OpenAPI description of a file field: what it takes and its limits. */
export function describeFileRule(rule: FileRule): string {
  const count = (rule.maxCount ?? 1) > 1 ? `, up to ${rule.maxCount} files` : '';
  return `${rule.description ?? 'A file'}, at most ${megabytes(rule.maxBytes)}${(rule.maxCount ?? 1) > 1 ? ' each' : ''}${count}`;
}

/**
 * Reads a multipart form: its text fields (empty values skipped, as the forms send them)
 * validated against a DTO class (none: no text field is accepted) with the same 422 envelope as
 * JSON bodies, and its files, each checked against its field's byte limit while streaming (413 as
 * soon as it is exceeded). Unknown file fields are refused (422). Nothing is stored here: the
 * caller decides after validation. `files` is the same object given to `ApiMultipart`.
 */
export async function readMultipart<T extends object, F extends FileRules>(
  request: FastifyRequest,
  dto: (new () => T) | null,
  files: F,
): Promise<ParsedForm<T, F>> {
  if (!request.isMultipart()) {
    throw new UnsupportedMediaTypeException(UPLOAD_MSG.notMultipart);
  }
  const plain: Record<string, string> = {};
  const lists: Record<string, UploadedFile[]> = Object.fromEntries(Object.keys(files).map((k) => [k, []]));
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (value !== '') {
        plain[part.fieldname] = value;
      }
      continue;
    }
    const rule = Object.hasOwn(files, part.fieldname) ? files[part.fieldname] : undefined;
    if (!rule) {
      part.file.resume();
      throw new ValidationFailedException({ [part.fieldname]: [MSG.notAllowed] });
    }
    const list = lists[part.fieldname];
    const maxCount = rule.maxCount ?? 1;
    if (list.length >= maxCount) {
      part.file.resume();
      if (maxCount === 1) {
        continue; // only the first file of a single-file field is taken
      }
      throw new ValidationFailedException({ [part.fieldname]: [UPLOAD_MSG.tooMany(part.fieldname, maxCount)] });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file) {
      size += (chunk as Buffer).length;
      if (size > rule.maxBytes) {
        part.file.destroy();
        throw new PayloadTooLargeException(UPLOAD_MSG.tooLarge(part.fieldname, megabytes(rule.maxBytes)));
      }
      chunks.push(chunk as Buffer);
    }
    if (part.file.truncated) {
      throw new PayloadTooLargeException(UPLOAD_MSG.truncated(part.fieldname));
    }
    if (size > 0) {
      list.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data: Buffer.concat(chunks) });
    }
  }
  const instance = dto ? plainToInstance(dto, plain) : ({} as T);
  const errors = dto ? await validate(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: false }) : [];
  const fieldErrors = flattenValidationErrors(errors);
  if (!dto) {
    for (const name of Object.keys(plain)) {
      fieldErrors[name] = [MSG.notAllowed];
    }
  }
  for (const [name, rule] of Object.entries(files)) {
    if (rule.required && !lists[name].length) {
      fieldErrors[name] = [rule.requiredMessage ?? MSG.chooseImage];
    }
  }
  if (Object.keys(fieldErrors).length) {
    throw new ValidationFailedException(fieldErrors);
  }
  const first = Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, v[0]]));
  return { fields: instance, files: first as ParsedForm<T, F>['files'], lists: lists as ParsedForm<T, F>['lists'] };
}
