/** The `exports.build` job: write the zip of data export `exportId`. */
export interface ExportJob {
  exportId: number;
}

/** The `accounts.erase` job: erase member `userId`, whose deletion is due (safe to run again). */
export interface EraseJob {
  userId: number;
}

declare module '../../queue/jobs' {
  interface JobPayloads {
    'exports.build': ExportJob;
    'accounts.erase': EraseJob;
  }
}
