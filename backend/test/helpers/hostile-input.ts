import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import type { Schema } from './openapi-routes';

/** Texts that broke servers before: NUL, lone surrogates, overflows, injections, huge and odd numbers. */
export const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '%00',
  '1e20',
  '-1',
  '0',
  '1.5',
  '0x10',
  '9223372036854775808',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  "' or 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202egnp.exe',
  '😀'.repeat(300),
  'x'.repeat(5000),
];

export const HOSTILE_NUMBERS = [0, -1, 1, 2, 3, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 1e20, -1e20, 1.5, 1e308];

/** A PNG of `width`×`height` whose header is true and whose pixel data is `idat` (maybe nonsense). */
export function png(width: number, height: number, idat: Buffer = deflateSync(Buffer.alloc(height * (width * 3 + 1)))): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** Files a form may receive: a real image, a decompression bomb's header, corrupt and truncated data, random bytes. */
export const HOSTILE_FILES: (() => Buffer)[] = [
  () => png(4, 4),
  () => png(100_000, 100_000, deflateSync(Buffer.alloc(1000))),
  () => png(64, 64, Buffer.from('not deflate data at all')),
  () => png(64, 64).subarray(0, 40),
  () => Buffer.from('%PDF-1.4 not an image'),
  () => Buffer.alloc(0),
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);
const number = fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** A value for `schema`: mostly of its type (with boundary and hostile values), sometimes of another. */
export function valueFor(schema: Schema, resolve: (s: Schema | undefined) => Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const wrong = fc.oneof(text, number, fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));
  let right: fc.Arbitrary<unknown>;
  if (s.enum?.length) {
    right = fc.constantFrom(...s.enum);
  } else if (s.type === 'integer' || s.type === 'number') {
    right = number;
  } else if (s.type === 'boolean') {
    right = fc.boolean();
  } else if (s.type === 'array') {
    right = depth > 3 ? fc.constant([]) : fc.array(valueFor(s.items ?? {}, resolve, depth + 1), { maxLength: 4 });
  } else if (s.type === 'object' || s.properties) {
    right = depth > 3 ? fc.constant({}) : objectFor(s, resolve, depth + 1);
  } else {
    right = text;
  }
  return fc.oneof({ weight: 5, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

/** An object of `schema`'s properties, each present or not, now and then with a field it does not know. */
export function objectFor(schema: Schema, resolve: (s: Schema | undefined) => Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, valueFor(v, resolve, depth)]));
  return fc.tuple(fc.record(properties, { requiredKeys: [] }), fc.option(fc.tuple(text, text), { freq: 8 })).map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

/** Raw JSON texts no parser should choke the server with. */
export const HOSTILE_JSON = ['['.repeat(10_000) + ']'.repeat(10_000), '{"a":'.repeat(5000), '{"a": 1', '\u0000', '"\\ud800"', 'null', '[]', '12345678901234567890'];

/** Multipart bodies that cannot be read: no boundary, cut short. */
export const BROKEN_MULTIPART: { type: string; body: string }[] = [
  { type: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated' },
  { type: 'multipart/form-data; boundary=x', body: 'garbage' },
];
