/**
 * Preloaded (`node -r`, with --expose-gc) into the backend that idle.mjs starts: on `{ type:
 * 'heap' }` over the IPC channel it collects garbage and answers the process's memory use; on
 * `{ type: 'snapshot', file }` it writes a heap snapshot there (idle.mjs --snapshots).
 */
if (process.channel) {
  process.on('message', (message) => {
    if (message && message.type === 'heap') {
      global.gc?.();
      global.gc?.();
      process.send?.({ type: 'heap', ...process.memoryUsage() });
    }
    if (message && message.type === 'snapshot') {
      global.gc?.();
      void import('node:v8').then((v8) => process.send?.({ type: 'snapshot', file: v8.writeHeapSnapshot(message.file) }));
    }
  });
}
