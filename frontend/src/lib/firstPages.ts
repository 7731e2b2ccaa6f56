/**
 * The modules (files under src/) each page renders first, whose chunks the first script preloads
 * (lib/firstChunks.ts); build/first-chunks.ts writes each page's chunks into index.html. Without
 * imports: vite.config reads it.
 */
export const FIRST_PAGES = {
  landing: ['features/home/LandingPage.tsx'],
  feed: ['features/home/LandingPage.tsx', 'features/posts/index.ts', 'lib/QueryProvider.tsx'],
  signIn: ['features/auth/LoginPage.tsx'],
  register: ['features/auth/RegisterPage.tsx'],
  chat: ['features/chats/ChatsPage.tsx', 'lib/QueryProvider.tsx'],
  listings: ['features/listings/ListingsPage.tsx', 'features/listings/registry.ts', 'lib/QueryProvider.tsx'],
  listing: ['features/listings/ListingDetailPage.tsx', 'features/listings/registry.ts', 'lib/QueryProvider.tsx'],
  console: ['app/pages/AdminGate.tsx', 'admin/AdminApp.tsx', 'lib/QueryProvider.tsx'],
} satisfies Record<string, string[]>;

export type FirstPage = keyof typeof FIRST_PAGES;

/** The id of the JSON data block in index.html: each page's chunk files. */
export const FIRST_CHUNKS_ID = 'first-chunks';
