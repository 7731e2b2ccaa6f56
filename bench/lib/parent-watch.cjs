/**
 * Preloaded (`node -r`) into the backend that run.mjs starts, with an IPC channel to run.mjs:
 * when run.mjs ends, however it ends, the channel closes and the backend shuts down cleanly
 * (SIGTERM, its own handler) instead of being left running.
 */
if (process.channel) {
  process.channel.unref();
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
