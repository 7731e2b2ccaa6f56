/** A PostgreSQL foreign key violation: what was referred to was deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}

/** A PostgreSQL unique violation: a row with the same key exists (or was written meanwhile). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
