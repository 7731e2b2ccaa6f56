import { firstPageOf, preloadFirstChunks } from './firstChunks';
import { FIRST_CHUNKS_ID } from './firstPages';
import { SESSION_KEYS } from './session';

describe('firstPageOf', () => {
  it('names the page a visitor or a member opens first', () => {
    expect(firstPageOf('/', 'visitor')).toBe('landing');
    expect(firstPageOf('/', 'member')).toBe('feed');
    expect(firstPageOf('/login', 'visitor')).toBe('signIn');
    expect(firstPageOf('/register', 'visitor')).toBe('register');
    expect(firstPageOf('/show_chat/12', 'member')).toBe('chat');
    expect(firstPageOf('/show_chat', 'member')).toBe('chat');
    expect(firstPageOf('/admin', 'staff')).toBe('console');
    expect(firstPageOf('/marketplaces', 'visitor')).toBe('listings');
    expect(firstPageOf('/marketplaces/7', 'member')).toBe('listing');
  });

  it('names none where the page is another (a member at sign-in is sent home, a visitor in a chat to sign-in)', () => {
    expect(firstPageOf('/login', 'member')).toBeNull();
    expect(firstPageOf('/show_chat/12', 'visitor')).toBeNull();
    expect(firstPageOf('/admin', 'visitor')).toBeNull();
    expect(firstPageOf('/admin', 'member')).toBeNull();
    expect(firstPageOf('/friends', 'member')).toBeNull();
    expect(firstPageOf('/not_a_section/3', 'visitor')).toBeNull();
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

  it("preloads the console for staff only, as the stored member's role says", () => {
    document.head.innerHTML = `<script type="application/json" id="${FIRST_CHUNKS_ID}">${JSON.stringify({ console: ['assets/AdminApp-5.js'] })}</script>`;
    window.history.replaceState(null, '', '/admin');
    localStorage.setItem(SESSION_KEYS.accessToken, 'token');
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ id: 1, first_name: 'Ana', last_name: 'Lima', role: 'user' }));
    preloadFirstChunks();
    expect(preloads()).toEqual([]);
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ id: 2, first_name: 'Mo', last_name: 'Derator', role: 'moderator' }));
    preloadFirstChunks();
    expect(preloads()).toEqual([['modulepreload', '/assets/AdminApp-5.js', null]]);
  });

  it('does nothing without the list (the dev server writes none)', () => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/marketplaces');
    preloadFirstChunks();
    expect(preloads()).toEqual([]);
  });
});
