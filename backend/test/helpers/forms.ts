import sharp from 'sharp';

/** A file part of a multipart form. */
export interface FormFile {
  data: Buffer;
  name: string;
  type?: string;
}

/** A multipart body as a browser sends it: text fields, then files. */
export function form(fields: Record<string, string | number>, files: Record<string, FormFile | FormFile[]> = {}): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    f.append(k, String(v));
  }
  for (const [k, value] of Object.entries(files)) {
    for (const file of Array.isArray(value) ? value : [value]) {
      f.append(k, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
    }
  }
  return f;
}

/** A plain PNG of the given size. */
export function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
}
