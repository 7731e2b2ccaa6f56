/** A console list whose table scrolls sideways on a narrow screen instead of widening the page. */
export const scrollableList = { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } as const;
