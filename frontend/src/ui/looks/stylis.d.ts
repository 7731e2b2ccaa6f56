// stylis ships no types; emotion's default prefixer is all Plaza takes from it (ui/looks/ar.ts).
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export const prefixer: StylisPlugin;
}
