import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { DESKTOP_WIDTH, installMatchMedia, setViewportWidth } from './viewport';

// jsdom leaves out the encoding API that react-router uses, and matchMedia that MUI's useMediaQuery reads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
installMatchMedia();

afterEach(() => {
  localStorage.clear();
  setViewportWidth(DESKTOP_WIDTH);
});
