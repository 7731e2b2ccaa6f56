/**
 * Waits for work the app finishes after its answer (a file removed once an event is handled, say):
 * resolves with `probe()`'s value as soon as `done(value)` holds, else with the last value once
 * `withinMs` has passed, for the caller's assertion to report. The bound is how long a healthy
 * app may take on a loaded CI machine, not a performance claim: nothing is asserted about time.
 */
export async function eventually<T>(probe: () => T | Promise<T>, done: (value: T) => boolean, withinMs = 10_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await probe();
  }
  return value;
}
