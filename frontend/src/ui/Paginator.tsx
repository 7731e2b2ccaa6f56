import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The spec's pagination widget: 2 pages shown around the current one, 3 margin pages at each end. */
export const PAGES_SHOWN = 2;
export const MARGIN_PAGES = 3;

export type PageItem = number | 'gap';

/**
 * The page numbers (1-based) a paginator shows for `current` of `last`, with a gap where pages are
 * left out: every page when they fit in `shown`; else the first and last `margin` pages and
 * `shown` pages around the current one.
 */
export function pageItems(current: number, last: number, shown = PAGES_SHOWN, margin = MARGIN_PAGES): PageItem[] {
  if (last <= shown) {
    return Array.from({ length: last }, (_, i) => i + 1);
  }
  const selected = Math.min(Math.max(current, 1), last) - 1;
  let left = Math.floor(shown / 2);
  let right = shown - left;
  if (selected > last - right) {
    right = last - selected;
    left = shown - right;
  } else if (selected < left) {
    left = selected;
    right = shown - left;
  }
  const items: PageItem[] = [];
  for (let index = 0; index < last; index++) {
    const page = index + 1;
    const visible = page <= margin || page > last - margin || (index >= selected - left && index <= selected + right);
    if (visible) {
      items.push(page);
    } else if (items[items.length - 1] !== 'gap') {
      items.push('gap');
    }
  }
  return items;
}

interface Props {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  label?: string;
}

/** Previous, the page numbers of `pageItems`, next. Renders nothing for a single page. */
export function Paginator({ page, lastPage, onPage, label }: Props) {
  const { t } = useTranslation();
  if (lastPage <= 1) {
    return null;
  }
  const current = Math.min(page, lastPage);
  return (
    <Stack component="nav" aria-label={label ?? t('common:pagination.label')} direction="row" sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 0.5, mt: 3 }}>
      <PaginationItem type="previous" disabled={current <= 1} onClick={() => onPage(current - 1)} aria-label={t('common:pagination.previous')} />
      {pageItems(current, lastPage).map((item, i) =>
        item === 'gap' ? (
          <PaginationItem key={`gap-${i}`} type="start-ellipsis" />
        ) : (
          <PaginationItem
            key={item}
            page={item}
            selected={item === current}
            color="primary"
            aria-label={item === current ? t('common:pagination.current', { page: item }) : t('common:pagination.page', { page: item })}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => onPage(item)}
          />
        ),
      )}
      <PaginationItem type="next" disabled={current >= lastPage} onClick={() => onPage(current + 1)} aria-label={t('common:pagination.next')} />
    </Stack>
  );
}
