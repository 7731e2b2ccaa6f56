interface ImportMetaEnv {
  /** API origin when it is not the page's own, e.g. `http://localhost:3000`. */
  readonly VITE_API_URL?: string;
}
