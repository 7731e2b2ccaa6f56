/**
 * Preloaded (`node -r`, with --expose-gc) into the backend that idle.mjs starts: on `{ type:
 * 'heap' }` over the IPC channel it collects garbage and answers the process's memory use.
 */
if (process.channel) {
  process.on('message', (message) => {
    if (message && message.type === 'heap') {
      global.gc?.();
      global.gc?.();
      process.send?.({ type: 'heap', ...process.memoryUsage() });
    }
  });
}
