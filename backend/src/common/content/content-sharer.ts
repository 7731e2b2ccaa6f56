import { tableSharer, type SharedTable } from '../sharing/page-previews';
import { visibleTo } from './content-access';
import type { ContentKind } from './content-kinds';

/** The public items of community kinds (what a visitor reads): their pages' previews and sitemap entries. */
export const contentSharer = (pages: readonly (Omit<SharedTable, 'visible' | 'from'> & { kind: ContentKind; from?: string })[]) =>
  tableSharer(pages.map(({ kind, from, ...page }) => ({ ...page, from: from ?? `${kind.table} x`, visible: visibleTo(kind) })));
