import { Transform } from 'class-transformer';

/**
 * Browsers send a multipart form's line breaks as CRLF; a text keeps them as the member typed
 * them (LF). Apply before the text rule.
 */
export const NormalizeNewlines = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value));
