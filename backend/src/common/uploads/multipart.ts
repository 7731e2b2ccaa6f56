import { BadRequestException, HttpException, HttpStatus, UnsupportedMediaTypeException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { flattenValidationErrors, ValidationFailedException } from '../errors/validation';
import { textProblem } from '../http/input-guard';
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

/**
 * The most bytes of one text field of a multipart form (the multipart parser's `fieldSize`).
 * A longer value is refused (422), never cut short and stored; each form's own length rules
 * (in characters) stay below it.
 */
export const MULTIPART_FIELD_MAX_BYTES = 64 * 1024;

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
 * The text fields of a multipart form checked against a DTO class (none: no field is accepted),
 * without throwing: the instance and the errors by field.
 */
async function checkFields<T extends object>(plain: Record<string, string | string[]>, dto: (new () => T) | null): Promise<{ instance: T; fieldErrors: Record<string, string[]> }> {
  const instance = dto ? plainToInstance(dto, plain) : ({} as T);
  const errors = dto ? await validate(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: false }) : [];
  const fieldErrors = flattenValidationErrors(errors);
  if (!dto) {
    for (const name of Object.keys(plain)) {
      fieldErrors[name] = [MSG.notAllowed];
    }
  }
  return { instance, fieldErrors };
}

/** The text fields of a multipart form as a DTO, or a 422 with the same envelope as JSON bodies. */
export async function validateFields<T extends object>(plain: Record<string, string | string[]>, dto: (new () => T) | null): Promise<T> {
  const { instance, fieldErrors } = await checkFields(plain, dto);
  if (Object.keys(fieldErrors).length) {
    throw new ValidationFailedException(fieldErrors);
  }
  return instance;
}

/** Adds a text field's value; a field sent several times becomes the list of its values, in order. */
export function addField(plain: Record<string, string | string[]>, name: string, value: string): void {
  const previous = plain[name];
  plain[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
}

/**
 * Reads a multipart form: text fields validated against a DTO class (same 422 envelope as JSON; a
 * repeated field is a list), files checked against their field's byte limit while streaming (413),
 * unknown file fields refused (422). Stores nothing: the caller decides after validation.
 */
export async function readMultipart<T extends object, F extends FileRules>(
  request: FastifyRequest,
  dto: (new () => T) | null,
  files: F,
): Promise<ParsedForm<T, F>> {
  if (!request.isMultipart()) {
    throw new UnsupportedMediaTypeException(UPLOAD_MSG.notMultipart);
  }
  const plain: Record<string, string | string[]> = {};
  const lists: Record<string, UploadedFile[]> = Object.fromEntries(Object.keys(files).map((k) => [k, []]));
  const truncated = new Set<string>();
  try {
    await readParts(request, files, plain, lists, truncated);
  } catch (error) {
    throw malformed(error);
  }
  const { instance, fieldErrors } = await checkFields(plain, dto);
  for (const name of truncated) {
    // The field's own length rule says it when it can; a value cut at the byte limit may still pass it.
    fieldErrors[name] ??= [UPLOAD_MSG.tooLarge(name, `${MULTIPART_FIELD_MAX_BYTES / 1024} KB`)];
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

/** Why a part's name (or file name) cannot be taken as text: the field to blame and the message. */
function badName(fieldname: string, other: string): Record<string, string[]> | undefined {
  const problem = textProblem(fieldname) ?? textProblem(other);
  return problem ? { [textProblem(fieldname) ? 'body' : fieldname]: [problem] } : undefined;
}

/** Reads every part: text fields into `plain`, files (within their rules) into `lists`. */
async function readParts(
  request: FastifyRequest,
  files: FileRules,
  plain: Record<string, string | string[]>,
  lists: Record<string, UploadedFile[]>,
  truncated: Set<string>,
): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const bad = badName(part.fieldname, value);
      if (bad) {
        throw new ValidationFailedException(bad);
      }
      if (part.valueTruncated) {
        truncated.add(part.fieldname);
      }
      if (value !== '') {
        addField(plain, part.fieldname, value);
      }
      continue;
    }
    const bad = badName(part.fieldname, part.filename);
    if (bad) {
      part.file.resume();
      throw new ValidationFailedException(bad);
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
}

/**
 * A multipart body that cannot be read (no boundary, cut short, broken headers) is the client's
 * fault: 400. Plaza's own answers (413, 415, 422) and Fastify's limits keep their status.
 */
function malformed(error: unknown): unknown {
  if (error instanceof HttpException) {
    return error;
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return error;
  }
  return new BadRequestException(UPLOAD_MSG.malformed);
}
