import { performance } from 'node:perf_hooks';

/**
 * Where start-up time goes, for the one line main.ts logs when Plaza listens (and for
 * bench/startup.mjs). Imported first by main.ts, so `entry` is when the backend's own code starts
 * loading; times are milliseconds since the process started.
 */
const entry = performance.now();
const phases: Record<string, number> = {
  node: Math.round(performance.nodeTiming.bootstrapComplete),
  entry: Math.round(entry - performance.nodeTiming.bootstrapComplete),
};
let last = entry;

/** Records that the phase `name` ended now (its time: since the previous phase ended). */
export function phaseDone(name: string): void {
  const now = performance.now();
  phases[name] = Math.round(now - last);
  last = now;
}

/** Milliseconds since the process started, and the phases so far. */
export function startupSummary(): { total: number; phases: Record<string, number> } {
  return { total: Math.round(performance.now()), phases: { ...phases } };
}
