import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `placeholder`, then `children` once all of their code has arrived, with no Suspense
 * fallback in between. React holds back the reveal of content that replaces a fallback for at
 * least 300 ms after the last fallback was shown anywhere; a page that loads faster than that
 * waited for nothing. Here the children come in a transition, into a boundary that already shows
 * the placeholder as content, so they are committed as soon as they can render.
 */
export function RevealWhole({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return <Suspense fallback={placeholder}>{shown ? children : placeholder}</Suspense>;
}
