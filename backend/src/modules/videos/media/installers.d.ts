/** The packages that ship ffmpeg and ffprobe binaries for this platform (no types of their own for ffmpeg's). */
declare module '@ffmpeg-installer/ffmpeg' {
  export const path: string;
  export const version: string;
}
