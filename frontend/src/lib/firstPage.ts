import { startTransition, useEffect, useState } from 'react';

/*
 * A page is drawn before the extras every member's page carries: the top bar's menus, the chat
 * dock and the live connection. Their code and requests would otherwise share a phone's slow
 * network and main thread with the page's own. main.tsx holds them back at start; the layout lets
 * them go once the first page has been painted, or after WAIT_MS whatever the page does.
 */
const WAIT_MS = 3000;
let held = false;
const listeners = new Set<() => void>();

function release(): void {
  if (held) {
    held = false;
    listeners.forEach((listener) => listener());
  }
}

/** At start-up: the extras wait for the first page (without this call, as in tests, they never wait). */
export function holdExtrasForFirstPage(): void {
  held = true;
  setTimeout(release, WAIT_MS);
}

/** Marks the first page as shown once it has mounted: the extras follow its first paint. */
export function FirstPageShown(): null {
  useEffect(() => {
    if (held) {
      requestAnimationFrame(() => setTimeout(release, 0));
    }
  }, []);
  return null;
}

/**
 * Runs `work` once the first page has been shown and the main thread is idle (at once when nothing
 * holds the extras): for downloads no page waits for, which would share a phone's network with the page's own.
 */
export function afterFirstPage(work: () => void): void {
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => work(), { timeout: 2000 }) : setTimeout(work, 0));
  if (!held) {
    whenIdle();
    return;
  }
  const once = () => {
    listeners.delete(once);
    whenIdle();
  };
  listeners.add(once);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the extras may load now. They arrive in a transition: React renders them in slices of a
 * few milliseconds (a store read with useSyncExternalStore would render the menus, the dock and
 * their styles in one long task, the one a phone feels as a frozen page).
 */
export function useExtrasReady(): boolean {
  const [ready, setReady] = useState(!held);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    if (!held) {
      show();
      return undefined;
    }
    return subscribe(show);
  }, []);
  return ready;
}
