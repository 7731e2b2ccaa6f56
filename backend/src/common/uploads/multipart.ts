import { HttpException, HttpStatus, UnsupportedMediaTypeException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { flattenValidationErrors, ValidationFailedException } from '../errors/validation';

export interface FileRule {
  /** Largest accepted size in bytes; larger → 413. */
  maxBytes: number;
}

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface ParsedForm<T> {
  fields: T;
  files: Record<string, UploadedFile | undefined>;
}

export class PayloadTooLargeException extends HttpException {
  constructor(message: string) {
    super({ statusCode: HttpStatus.PAYLOAD_TOO_LARGE, message }, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/**
 * Reads a multipart form: its text fields (empty values skipped, as the spec's forms send them)
 * validated against a DTO class with the same 422 envelope as JSON bodies, and its files, each
 * checked against its byte limit while streaming (413 as soon as it is exceeded). Unknown file
 * fields are refused (422). Nothing is stored here: the caller decides after validation.
 */
export async function readMultipart<T extends object>(
  request: FastifyRequest,
  dto: new () => T,
  files: Record<string, FileRule>,
): Promise<ParsedForm<T>> {
  if (!request.isMultipart()) {
    throw new UnsupportedMediaTypeException('Send this form as multipart/form-data');
  }
  const plain: Record<string, string> = {};
  const uploaded: Record<string, UploadedFile | undefined> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (value !== '') {
        plain[part.fieldname] = value;
      }
      continue;
    }
    const rule = files[part.fieldname];
    if (!rule) {
      part.file.resume();
      throw new ValidationFailedException({ [part.fieldname]: ['This field is not allowed'] });
    }
    if (uploaded[part.fieldname]) {
      part.file.resume(); // only the first file of a field is taken
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file) {
      size += (chunk as Buffer).length;
      if (size > rule.maxBytes) {
        part.file.destroy();
        throw new PayloadTooLargeException(`The ${part.fieldname} must be at most ${megabytes(rule.maxBytes)}`);
      }
      chunks.push(chunk as Buffer);
    }
    if (part.file.truncated) {
      throw new PayloadTooLargeException(`The ${part.fieldname} is too large`);
    }
    if (size > 0) {
      uploaded[part.fieldname] = { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data: Buffer.concat(chunks) };
    }
  }
  const instance = plainToInstance(dto, plain);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: false });
  if (errors.length) {
    throw new ValidationFailedException(flattenValidationErrors(errors));
  }
  return { fields: instance, files: uploaded };
}
