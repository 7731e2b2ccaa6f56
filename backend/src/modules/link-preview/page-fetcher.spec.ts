import { parseTags } from './page-fetcher';

describe('parseTags', () => {
  it('reads OpenGraph tags in any quoting, decodes references and resolves the image against the page', () => {
    const html = `<html><HEAD><title>Page</title>
      <meta content='Caf&#233; &amp; Bar &#8212; menu' property='og:title'>
      <meta name=description content="Open &quot;late&quot;">
      <meta property="og:image" content="../img/a.png?x=1&amp;y=2">
      <meta property="og:site_name" content="Caf&#xE9; Co"></HEAD><body><meta property="og:title" content="Not this"></body></html>`;
    expect(parseTags(html, 'https://cafe.example/menu/today')).toEqual({
      url: 'https://cafe.example/menu/today',
      title: 'Café & Bar — menu',
      description: 'Open "late"',
      image: 'https://cafe.example/img/a.png?x=1&y=2',
      site_name: 'Café Co',
    });
  });

  it('falls back to <title>, and drops an image that is not http(s)', () => {
    const tags = parseTags('<title>\n  Just   words </title><meta property="og:image" content="javascript:alert(1)">', 'http://a.example/');
    expect(tags).toMatchObject({ title: 'Just words', description: null, image: null, site_name: null });
  });

  it('cuts a very long title', () => {
    const tags = parseTags(`<title>${'x'.repeat(500)}</title>`, 'http://a.example/');
    expect(tags.title).toHaveLength(200);
    expect(tags.title!.endsWith('…')).toBe(true);
  });
});
