import type { BookmarkGroup } from './dto/bookmark.dto';

/**
 * The Netscape bookmark file every browser imports and exports (`<DL>` lists of `<DT><A>` links
 * with `<H3>` folders). Not XML: read by a tolerant scan of its tags.
 */

export interface NetscapeLink {
  title: string;
  url: string;
  description: string | null;
  /** The nearest enclosing folder named like a group, if any. */
  group: BookmarkGroup | null;
  addedAt: Date | null;
}

/** What each group's folder is called in an export, and which folder names map to it on import. */
export const GROUP_FOLDERS: Record<BookmarkGroup, { title: string; names: RegExp }> = {
  bank: { title: 'Banking', names: /\b(bank(s|ing)?|finance|money)\b/i },
  mail: { title: 'Mail', names: /\b(e-?mails?|mail(s|box(es)?)?|inbox(es)?)\b/i },
  social: { title: 'Social media', names: /\bsocial\b/i },
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? decodeEntities(match[2] ?? match[3] ?? match[4] ?? '') : undefined;
}

function groupOf(folder: string): BookmarkGroup | null {
  for (const [group, { names }] of Object.entries(GROUP_FOLDERS) as [
    BookmarkGroup,
    (typeof GROUP_FOLDERS)[BookmarkGroup],
  ][]) {
    if (names.test(folder)) {
      return group;
    }
  }
  return null;
}

const clean = (text: string) =>
  decodeEntities(text.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** Every link of a bookmark file, in file order, with the group of its nearest folder named like one. */
export function parseNetscape(html: string): NetscapeLink[] {
  const links: NetscapeLink[] = [];
  const folders: (BookmarkGroup | null)[] = [];
  let pendingFolder: BookmarkGroup | null = null;
  let last: NetscapeLink | undefined;
  const tags = /<(\/?)(dl|h3|a|dd)\b([^>]*)>/gi;
  let match: RegExpExecArray | null;
  while ((match = tags.exec(html))) {
    const [, closing, tagName, attributes] = match;
    const tag = tagName.toLowerCase();
    const after = tags.lastIndex;
    if (tag === 'dl') {
      if (closing) {
        folders.pop();
      } else {
        folders.push(pendingFolder);
        pendingFolder = null;
      }
    } else if (tag === 'h3' && !closing) {
      const end = html.toLowerCase().indexOf('</h3>', after);
      pendingFolder = groupOf(clean(html.slice(after, end < 0 ? undefined : end)));
    } else if (tag === 'a' && !closing) {
      const end = html.toLowerCase().indexOf('</a>', after);
      const added = Number(attribute(attributes, 'add_date'));
      last = {
        title: clean(html.slice(after, end < 0 ? undefined : end)),
        url: (attribute(attributes, 'href') ?? '').trim(),
        description: null,
        group: [...folders].reverse().find((g) => g !== null) ?? null,
        addedAt: Number.isFinite(added) && added > 0 ? new Date(added * 1000) : null,
      };
      links.push(last);
    } else if (tag === 'dd' && !closing && last) {
      const next = html.indexOf('<', after);
      const text = clean(html.slice(after, next < 0 ? undefined : next));
      last.description = text || null;
    }
  }
  return links;
}

export interface ExportedBookmark {
  group: BookmarkGroup;
  title: string;
  url: string;
  description: string | null;
  created_at: Date;
}

const NETSCAPE_HEAD = [
  '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
  '<!-- This is an automatically generated file. It will be read and overwritten. DO NOT EDIT! -->',
  '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
  '<TITLE>Bookmarks</TITLE>',
  '<H1>Bookmarks</H1>',
  '<DL><p>',
];

function netscapeEntry(b: ExportedBookmark): string[] {
  const added = Math.floor(new Date(b.created_at).getTime() / 1000);
  const lines = [`        <DT><A HREF="${escapeHtml(b.url)}" ADD_DATE="${added}">${escapeHtml(b.title)}</A>`];
  if (b.description) {
    lines.push(`        <DD>${escapeHtml(b.description)}`);
  }
  return lines;
}

/** A bookmark file with one folder per group, in the given order. */
export function formatNetscape(bookmarks: readonly ExportedBookmark[]): string {
  const lines = [...NETSCAPE_HEAD];
  for (const [group, { title }] of Object.entries(GROUP_FOLDERS) as [BookmarkGroup, { title: string }][]) {
    lines.push(`    <DT><H3>${escapeHtml(title)}</H3>`, '    <DL><p>');
    for (const b of bookmarks.filter((x) => x.group === group)) {
      lines.push(...netscapeEntry(b));
    }
    lines.push('    </DL><p>');
  }
  lines.push('</DL><p>', '');
  return lines.join('\n');
}

/** The same file, line by line, each group's bookmarks read as it is written (a member's export). */
export async function* netscapeLines(groupRows: (group: BookmarkGroup) => AsyncIterable<ExportedBookmark>): AsyncGenerator<string> {
  for (const line of NETSCAPE_HEAD) {
    yield `${line}\n`;
  }
  for (const [group, { title }] of Object.entries(GROUP_FOLDERS) as [BookmarkGroup, { title: string }][]) {
    yield `    <DT><H3>${escapeHtml(title)}</H3>\n    <DL><p>\n`;
    for await (const b of groupRows(group)) {
      yield `${netscapeEntry(b).join('\n')}\n`;
    }
    yield '    </DL><p>\n';
  }
  yield '</DL><p>\n';
}
