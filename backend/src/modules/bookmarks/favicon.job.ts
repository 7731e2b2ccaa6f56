/** The `favicons.fetch` job: fetch the favicon of a bookmark's site. */
export interface FaviconJob {
  bookmarkId: number;
}

declare module '../../queue/jobs' {
  interface JobPayloads {
    'favicons.fetch': FaviconJob;
  }
}
