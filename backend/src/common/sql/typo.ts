/** How similar a name must be to count as a typo of a search (pg_trgm's default: 0.6); every connection sets it. */
export const TYPO_SIMILARITY = 0.5;
