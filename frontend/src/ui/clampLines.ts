/**
 * Styles that show a text on at most `lines` lines, ending with an ellipsis: a long name stays
 * whole on a wide screen and is cut cleanly on a narrow one (give the element a `title` with the
 * whole text). Words break only when one alone is wider than the line.
 */
export function clampLines(lines: number) {
  return {
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'break-word',
  } as const;
}
