import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImageKind, ImageStore } from '../uploads/images';
import { sqlOne } from '../../database/sql';

/**
 * The writes every community section makes, as plain SQL statements. Column names come from the
 * code, never from a request; values are parameters. Undefined values are left out (unchanged).
 */
type Values = Record<string, unknown>;
const defined = (values: Values) => Object.entries(values).filter(([, v]) => v !== undefined);

/** An optional text as a form sends it: empty removes the value (null), undefined leaves it. */
export const clearable = (value: string | undefined) => (value === undefined ? undefined : value || null);

/** Inserts a row and returns its id. */
export async function insertRow(em: EntityManager, table: string, values: Values): Promise<number> {
  const entries = defined(values);
  const row = await sqlOne<{ id: number }>(
    em,
    `insert into ${table} (${entries.map(([k]) => k).join(', ')}) values (${entries.map(() => '?').join(', ')}) returning id`,
    entries.map(([, v]) => v),
  );
  return row!.id;
}

/**
 * Updates the given columns of row `id` (and `updated_at`); answers the row's `previous` columns
 * as they were before (e.g. the image it replaced), or undefined when the row is gone.
 */
export async function updateRow<P extends string>(em: EntityManager, table: string, id: number, values: Values, previous: readonly P[] = []): Promise<Record<P, unknown> | undefined> {
  const entries = defined(values);
  const set = [...entries.map(([k]) => `${k} = ?`), 'updated_at = now()'].join(', ');
  const returning = ['x.id', ...previous.map((p) => `old.${p}`)].join(', ');
  return sqlOne<Record<P, unknown>>(em, `update ${table} x set ${set} from ${table} old where old.id = x.id and x.id = ? returning ${returning}`, [
    ...entries.map(([, v]) => v),
    id,
  ]);
}

/** Deletes row `id`; answers its `returning` columns (e.g. its files) when it existed. */
export function deleteRow<R>(em: EntityManager, table: string, id: number, returning = 'id'): Promise<R | undefined> {
  return sqlOne<R>(em, `delete from ${table} where id = ? returning ${returning}`, [id]);
}

/**
 * Stores the uploaded image (415 when it is not one) and runs `write` with its file name (null
 * without an image); when `write` fails, the stored image is removed, so no file is orphaned.
 */
export async function withStoredImage<T>(images: ImageStore, kind: ImageKind, data: Buffer | undefined, write: (file: string | null) => Promise<T>): Promise<T> {
  const file = data ? await images.save(data, kind) : null;
  try {
    return await write(file);
  } catch (error) {
    await images.remove(file, kind);
    throw error;
  }
}

/** Cleans and deletes the files of a row that was deleted or replaced. */
export async function removeImage(images: ImageStore, kind: ImageKind, file: unknown): Promise<void> {
  await images.remove(typeof file === 'string' ? file : null, kind);
}
