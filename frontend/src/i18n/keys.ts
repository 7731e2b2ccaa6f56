/**
 * Marks a translation key kept in data (a table of labels, a menu) so the key check finds it:
 * `const label = tk('<namespace>:<key>')`, later `t(label)`.
 */
export function tk<K extends string>(key: K): K {
  return key;
}
