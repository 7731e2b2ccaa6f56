import { createContext, lazy, type ComponentType } from 'react';

/**
 * TanStack Query off the visitor's landing page: no module a visitor's first page loads imports
 * it. Every page or panel that reads server state is loaded through `lazyWithQueries`, which
 * loads `QueryProvider` (and so TanStack Query) in parallel with the page's own chunk and wraps
 * the page in it. All of them share one client per app, kept in this slot (AppProviders makes
 * one per mounted app, so tests stay isolated), created by the first page that needs it.
 */
export interface QueryClientSlot {
  client?: unknown;
}

export const QueryClientSlotContext = createContext<QueryClientSlot>({});

/** `lazy(load)`, with the page wrapped in the app's TanStack Query client (see above). */
export function lazyWithQueries<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ default: Component }, { QueryProvider }] = await Promise.all([load(), import('./QueryProvider')]);
    return {
      default: (props: P) => (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      ),
    };
  });
}
