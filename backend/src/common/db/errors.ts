/** A PostgreSQL foreign key violation: what was referred to was deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}

