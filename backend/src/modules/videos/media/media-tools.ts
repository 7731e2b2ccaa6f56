import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';

/** What ffprobe tells of a file. */
export interface ProbeResult {
  /** ffprobe's format names, e.g. 'mov,mp4,m4a,3gp,3g2,mj2'. */
  format: string;
  duration: number;
  video?: { codec: string; width: number; height: number; pix_fmt: string };
  audio?: { codec: string };
}

interface FfprobeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; pix_fmt?: string; duration?: string; disposition?: { attached_pic?: number } }[];
}

/** A failed ffmpeg or ffprobe run, with the last words it printed. */
export class MediaToolError extends Error {}

/** The longest side of a transcoded video, in pixels. */
export const MAX_VIDEO_SIDE = 1280;

/** The binary at `path`, made executable when a package install left it without the bit (scripts not run). */
function executable(path: string): string {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    try {
      chmodSync(path, 0o755);
    } catch {
      // Another user's file (an image running as an unprivileged user): say what to change.
      throw new Error(`${path} is not executable by this user: make it executable (chmod a+rx) or set FFMPEG_PATH / FFPROBE_PATH`);
    }
  }
  return path;
}

/**
 * ffprobe and ffmpeg as child processes: the binaries shipped by npm packages
 * (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe), or FFMPEG_PATH / FFPROBE_PATH.
 */
@Injectable()
export class MediaTools {
  private ffmpegBinary?: string;
  private ffprobeBinary?: string;

  constructor(private readonly config: AppConfig) {}

  /** The ffmpeg binary in use (also for the demo data's clip). */
  get ffmpeg(): string {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    this.ffmpegBinary ??= this.config.ffmpegPath ?? executable((require('@ffmpeg-installer/ffmpeg') as { path: string }).path);
    return this.ffmpegBinary;
  }

  private get ffprobe(): string {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    this.ffprobeBinary ??= this.config.ffprobePath ?? executable((require('@ffprobe-installer/ffprobe') as { path: string }).path);
    return this.ffprobeBinary;
  }

  /** Runs a binary; resolves with its standard output, rejects with the end of its error output. */
  private run(binary: string, args: string[], onLine?: (line: string) => void): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const out: Buffer[] = [];
      let err = '';
      let pending = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out.push(chunk);
        if (onLine) {
          const lines = (pending + chunk.toString('utf8')).split('\n');
          pending = lines.pop() ?? '';
          lines.forEach(onLine);
        }
      });
      child.stderr.on('data', (chunk: Buffer) => {
        err = (err + chunk.toString('utf8')).slice(-4000);
      });
      child.on('error', (error) => reject(new MediaToolError(error.message)));
      child.on('close', (code) => {
        if (code === 0) {
          resolve(Buffer.concat(out));
        } else {
          const last = err.trim().split('\n').filter(Boolean).pop() ?? `exit code ${code}`;
          reject(new MediaToolError(last.slice(0, 200)));
        }
      });
    });
  }

  /** The streams and duration of a media file; rejects when ffprobe cannot read it. */
  async probe(file: string): Promise<ProbeResult> {
    const out = await this.run(this.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
    const data = JSON.parse(out.toString('utf8')) as FfprobeOutput;
    const streams = data.streams ?? [];
    const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
    const audio = streams.find((s) => s.codec_type === 'audio');
    const duration = Number(data.format?.duration ?? video?.duration ?? NaN);
    return {
      format: data.format?.format_name ?? '',
      duration: Number.isFinite(duration) ? duration : 0,
      video: video && { codec: video.codec_name ?? '', width: video.width ?? 0, height: video.height ?? 0, pix_fmt: video.pix_fmt ?? '' },
      audio: audio && { codec: audio.codec_name ?? '' },
    };
  }

  /** True when the file already plays in every browser: H.264 (yuv420p) and AAC (or no sound) in MP4, not too large. */
  static webReady(probe: ProbeResult): boolean {
    const v = probe.video;
    return (
      /mp4|mov/.test(probe.format) &&
      v?.codec === 'h264' &&
      v.pix_fmt === 'yuv420p' &&
      Math.max(v.width, v.height) <= MAX_VIDEO_SIDE &&
      (probe.audio === undefined || probe.audio.codec === 'aac')
    );
  }

  /**
   * Writes a web-playable MP4 (H.264/AAC, `faststart` so playback starts before the whole file
   * arrives): the streams copied when they already are, else transcoded with the longest side at
   * most MAX_VIDEO_SIDE. Reports progress from 0 to 1.
   */
  async toWebMp4(input: string, output: string, probe: ProbeResult, onProgress: (fraction: number) => void): Promise<void> {
    const codecs = MediaTools.webReady(probe)
      ? ['-c', 'copy']
      : [
          '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
          '-vf', `scale='if(gte(iw,ih),min(${MAX_VIDEO_SIDE},iw),-2)':'if(gte(iw,ih),-2,min(${MAX_VIDEO_SIDE},ih))',scale=trunc(iw/2)*2:trunc(ih/2)*2`,
          '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
        ];
    const args = ['-hide_banner', '-y', '-i', input, '-map', '0:v:0', '-map', '0:a:0?', ...codecs, '-movflags', '+faststart', '-f', 'mp4', '-progress', 'pipe:1', '-nostats', output];
    await this.run(this.ffmpeg, args, (line) => {
      const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
      if (match && probe.duration > 0) {
        onProgress(Math.min(1, Number(match[1]) / 1e6 / probe.duration));
      }
    });
  }

  /** One frame at `seconds`, as PNG bytes (the poster). */
  frame(input: string, seconds: number): Promise<Buffer> {
    return this.run(this.ffmpeg, ['-hide_banner', '-ss', seconds.toFixed(3), '-i', input, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1']);
  }
}
