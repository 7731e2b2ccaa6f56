import '@testing-library/jest-dom';
import { jest } from '@jest/globals';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { DESKTOP_WIDTH, installMatchMedia, setViewportWidth } from './viewport';
// English words for every component (the app loads them the same way at start).
import '../i18n';

// jsdom leaves out the encoding API that react-router uses, matchMedia that MUI's useMediaQuery
// reads, and object URLs that image previews use.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// Pages are lazily loaded: on a busy two-core machine the first render of a route can take more
// than Testing Library's default second, which made `findBy…` fail without anything being wrong.
configure({ asyncUtilTimeout: 5000 });
installMatchMedia();
let objectUrls = 0;
URL.createObjectURL = () => `blob:preview-${++objectUrls}`;
URL.revokeObjectURL = () => undefined;
// jsdom has no layout: scrolling does nothing (and would print "not implemented").
window.scrollTo = (() => undefined) as typeof window.scrollTo;

afterEach(() => {
  localStorage.clear();
  setViewportWidth(DESKTOP_WIDTH);
  jest.restoreAllMocks();
});
