import { firstPageOf, preloadFirstChunks } from './firstChunks';
import { FIRST_CHUNKS_ID } from './firstPages';
import { SESSION_KEYS } from './session';

describe('firstPageOf', () => {
  it('names the page a visitor or a member opens first', () => {
    expect(firstPageOf('/', false)).toBe('landing');
    expect(firstPageOf('/', true)).toBe('feed');
    expect(firstPageOf('/login', false)).toBe('signIn');
    expect(firstPageOf('/register', false)).toBe('register');
    expect(firstPageOf('/show_chat/12', true)).toBe('chat');
    expect(firstPageOf('/show_chat', true)).toBe('chat');
    expect(firstPageOf('/admin', true)).toBe('console');
    expect(firstPageOf('/marketplaces', false)).toBe('listings');
    expect(firstPageOf('/marketplaces/7', true)).toBe('listing');
  });

  it('names none where the page is another (a member at sign-in is sent home, a visitor in a chat to sign-in)', () => {
    expect(firstPageOf('/login', true)).toBeNull();
    expect(firstPageOf('/show_chat/12', false)).toBeNull();
    expect(firstPageOf('/admin', false)).toBeNull();
    expect(firstPageOf('/friends', true)).toBeNull();
    expect(firstPageOf('/not_a_section/3', false)).toBeNull();
  });
});

describe('preloadFirstChunks', () => {
  const chunks = { listings: ['assets/ListingsPage-1.js', 'assets/query-2.js', 'assets/ListingsPage-3.css'], feed: ['assets/posts-4.js'] };

  beforeEach(() => {
    document.head.innerHTML = `<script type="application/json" id="${FIRST_CHUNKS_ID}">${JSON.stringify(chunks)}</script>`;
    localStorage.clear();
  });

  afterEach(() => window.history.replaceState(null, '', '/'));

  const preloads = () => [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('as')]);

  it("preloads the page's scripts as modules and its styles as styles", () => {
    window.history.replaceState(null, '', '/marketplaces');
    preloadFirstChunks();
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/ListingsPage-1.js', null],
      ['modulepreload', '/assets/query-2.js', null],
      ['preload', '/assets/ListingsPage-3.css', 'style'],
    ]);
  });

  it("preloads a member's feed at the home address, and nothing for a visitor's page the list lacks", () => {
    localStorage.setItem(SESSION_KEYS.accessToken, 'token');
    preloadFirstChunks();
    expect(preloads()).toEqual([['modulepreload', '/assets/posts-4.js', null]]);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    localStorage.clear();
    preloadFirstChunks();
    expect(preloads()).toEqual([]);
  });

  it('adds a few links per task, the page’s own chunk in the first', async () => {
    const many = Array.from({ length: 8 }, (_, i) => `assets/chunk-${i}.js`);
    document.head.innerHTML = `<script type="application/json" id="${FIRST_CHUNKS_ID}">${JSON.stringify({ listings: many })}</script>`;
    window.history.replaceState(null, '', '/marketplaces');
    preloadFirstChunks();
    expect(preloads().map(([, href]) => href)).toEqual(many.slice(0, 6).map((file) => `/${file}`));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads().map(([, href]) => href)).toEqual(many.map((file) => `/${file}`));
  });

  it('does nothing without the list (the dev server writes none)', () => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/marketplaces');
    preloadFirstChunks();
    expect(preloads()).toEqual([]);
  });
});
