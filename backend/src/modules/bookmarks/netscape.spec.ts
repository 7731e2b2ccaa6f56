import { formatNetscape, parseNetscape } from './netscape';

const FIREFOX = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE>
<H1>Bookmarks Menu</H1>
<DL><p>
    <DT><H3 ADD_DATE="1700000000">Banking</H3>
    <DL><p>
        <DT><A HREF="https://bank.example.com/" ADD_DATE="1700000001" ICON="data:image/png;base64,AAA">My &amp; Bank</A>
        <DD>Cards &lt;and&gt; savings
        <DT><H3>Old</H3>
        <DL><p>
            <DT><A HREF="https://old.example.com/">Old bank</A>
        </DL><p>
    </DL><p>
    <DT><H3>E-mail</H3>
    <DL><p>
        <DT><A HREF='https://mail.example.com/?a=1&amp;b=2'>Mail</A>
    </DL><p>
    <DT><A HREF="javascript:alert(1)">Bookmarklet</A>
    <DT><A HREF="https://loose.example.com/">Loose</A>
</DL><p>`;

describe('parseNetscape', () => {
  it('reads links in order with their folder’s group (nested folders inherit it), description and date', () => {
    const links = parseNetscape(FIREFOX);
    expect(links.map((l) => [l.title, l.url, l.group])).toEqual([
      ['My & Bank', 'https://bank.example.com/', 'bank'],
      ['Old bank', 'https://old.example.com/', 'bank'],
      ['Mail', 'https://mail.example.com/?a=1&b=2', 'mail'],
      ['Bookmarklet', 'javascript:alert(1)', null],
      ['Loose', 'https://loose.example.com/', null],
    ]);
    expect(links[0].description).toBe('Cards <and> savings');
    expect(links[0].addedAt).toEqual(new Date(1700000001 * 1000));
    expect(links[1].description).toBeNull();
  });

  it('reads what it writes, escaping every text', () => {
    const exported = formatNetscape([
      {
        group: 'social',
        title: 'Friends "here" <3',
        url: 'https://social.example.com/?x=1&y=2',
        description: 'a & b',
        created_at: new Date(1700000000000),
      },
      {
        group: 'bank',
        title: 'Bank',
        url: 'https://bank.example.com/',
        description: null,
        created_at: new Date(1700000000000),
      },
    ]);
    expect(exported).toContain('<DT><H3>Banking</H3>');
    expect(exported).toContain('&quot;here&quot; &lt;3');
    expect(parseNetscape(exported).map((l) => [l.group, l.title, l.url, l.description])).toEqual([
      ['bank', 'Bank', 'https://bank.example.com/', null],
      ['social', 'Friends "here" <3', 'https://social.example.com/?x=1&y=2', 'a & b'],
    ]);
  });

  it('survives what is not a bookmark file', () => {
    expect(parseNetscape('')).toEqual([]);
    expect(parseNetscape('<a href=https://x.example.com>x')).toEqual([
      expect.objectContaining({ url: 'https://x.example.com', title: 'x' }),
    ]);
    expect(parseNetscape('</dl></dl><dl><a>')).toEqual([expect.objectContaining({ url: '' })]);
  });
});
