/** The `media.video` job: make uploaded video `videoId` playable (probe, transcode, poster). */
export interface VideoJob {
  videoId: number;
}

declare module '../../../queue/jobs' {
  interface JobPayloads {
    'media.video': VideoJob;
  }
}
