interface ImportMetaEnv {
  /** API origin when it is not the page's own, e.g. `http://localhost:3000`. */
  readonly VITE_API_URL?: string;
}

/** The emoji picker's dataset in one language, made at build time (build/emoji-names.ts). */
declare module 'virtual:emoji-names/*' {
  import type { EmojiDataLoader } from 'emoji-picker-react';
  const data: Exclude<Awaited<ReturnType<EmojiDataLoader>>, { default: unknown }>;
  export default data;
}
