/**
 * jsdom has no matchMedia: this one answers width queries for a chosen viewport (desktop by
 * default), and tells the lists' listeners when setViewportWidth changes it, as a resize would.
 */
export const DESKTOP_WIDTH = 1280;
let width = DESKTOP_WIDTH;
const listeners = new Set<() => void>();

export function setViewportWidth(next: number): void {
  width = next;
  listeners.forEach((listener) => listener());
}

function matches(query: string): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const list = {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addListener: (listener: () => void) => void listeners.add(listener),
      removeListener: (listener: () => void) => void listeners.delete(listener),
      addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  };
}
