import '@testing-library/jest-dom';
import { jest } from '@jest/globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { DESKTOP_WIDTH, installMatchMedia, setViewportWidth } from './viewport';

// jsdom leaves out the encoding API that react-router uses, matchMedia that MUI's useMediaQuery
// reads, and object URLs that image previews use.
Object.assign(globalThis, { TextEncoder, TextDecoder });
installMatchMedia();
let objectUrls = 0;
URL.createObjectURL = () => `blob:preview-${++objectUrls}`;
URL.revokeObjectURL = () => undefined;

afterEach(() => {
  localStorage.clear();
  setViewportWidth(DESKTOP_WIDTH);
  jest.restoreAllMocks();
});
