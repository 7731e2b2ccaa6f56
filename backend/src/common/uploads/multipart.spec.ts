import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { IsOptional, IsString } from 'class-validator';
import { ValidationFailedException } from '../errors/validation';
import { imageFile, PayloadTooLargeException, readMultipart } from './multipart';

type Part = { type: 'field'; fieldname: string; value: string } | { type: 'file'; fieldname: string; data: Buffer };

/** A request whose multipart body is `parts`, streamed as @fastify/multipart yields them. */
function request(parts: Part[]): FastifyRequest {
  return {
    isMultipart: () => true,
    async *parts() {
      for (const p of parts) {
        yield p.type === 'field'
          ? p
          : { type: 'file', fieldname: p.fieldname, filename: 'f.png', mimetype: 'image/png', file: Object.assign(Readable.from([p.data]), { truncated: false }) };
      }
    },
  } as unknown as FastifyRequest;
}

class Caption {
  @IsOptional() @IsString() caption?: string;
}

class Tags {
  @IsOptional() @IsString({ each: true }) tags?: string[];
}

const file = (fieldname: string, size = 3): Part => ({ type: 'file', fieldname, data: Buffer.alloc(size, 1) });
const FILES = { images: imageFile(10, { maxCount: 3 }), cover: imageFile(10) };

describe('readMultipart', () => {
  it('keeps every file of a list field, the first of a single one, and the text fields', async () => {
    const form = await readMultipart(request([{ type: 'field', fieldname: 'caption', value: 'Hi' }, file('images'), file('images'), file('cover'), file('cover')]), Caption, FILES);
    expect(form.fields.caption).toBe('Hi');
    expect(form.lists.images).toHaveLength(2);
    expect(form.lists.cover).toHaveLength(1);
    expect(form.files.images?.data).toEqual(Buffer.alloc(3, 1));
  });

  it('refuses more files than the field takes (422), a file over its limit (413), and a missing required file (422)', async () => {
    await expect(readMultipart(request([file('images'), file('images'), file('images'), file('images')]), Caption, FILES)).rejects.toBeInstanceOf(ValidationFailedException);
    await expect(readMultipart(request([file('images', 11)]), Caption, FILES)).rejects.toBeInstanceOf(PayloadTooLargeException);
    await expect(readMultipart(request([]), null, { cover: imageFile(10, { required: true }) })).rejects.toMatchObject({
      errors: { cover: ['Choose an image'] },
    });
  });

  it('refuses an unknown file field, and any text field when the form has none', async () => {
    await expect(readMultipart(request([file('other')]), Caption, FILES)).rejects.toMatchObject({ errors: { other: ['This field is not allowed'] } });
    await expect(readMultipart(request([{ type: 'field', fieldname: 'x', value: '1' }, file('cover')]), null, FILES)).rejects.toMatchObject({
      errors: { x: ['This field is not allowed'] },
    });
  });

  it('reads a text field sent several times as the list of its values, in order', async () => {
    const tag = (value: string): Part => ({ type: 'field', fieldname: 'tags', value });
    expect((await readMultipart(request([tag('a'), tag('b')]), Tags, {})).fields.tags).toEqual(['a', 'b']);
    const caption = (value: string): Part => ({ type: 'field', fieldname: 'caption', value });
    await expect(readMultipart(request([caption('a'), caption('b')]), Caption, {})).rejects.toBeInstanceOf(ValidationFailedException);
  });
});
