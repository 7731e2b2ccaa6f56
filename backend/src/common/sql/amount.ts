/** A `numeric` column as the API answers it: pg gives its exact text, the API a number (null stays null). */
export const toAmount = (value: string | number | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));
