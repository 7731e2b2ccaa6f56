/** One request waiting in a group commit, with the settlement of its own promise. */
interface Waiting<I, O> {
  input: I;
  resolve: (output: O | PromiseLike<O>) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: requests arriving while a write is in flight go together in the next one (no timer).
 * If `writeMany` throws (nothing written), each is written again alone with `writeOne`, so one bad
 * request never fails the others. Why: docs/decisions.md#chat-sends
 */
export class GroupCommit<I, O> {
  private readonly queue: Waiting<I, O>[] = [];
  private inFlight = 0;

  constructor(
    private readonly writeOne: (input: I) => Promise<O>,
    /** An outcome may be a promise of its own: work after the commit, which no longer holds the group up. */
    private readonly writeMany: (inputs: I[]) => Promise<Array<O | PromiseLike<O>>>,
    /** Groups written at once (1: each group forms while the previous commit is in flight). */
    private readonly concurrency = 1,
    /** At most this many requests in one group. */
    private readonly maxGroup = 100,
  ) {}

  write(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.concurrency && this.queue.length) {
      const group = this.queue.splice(0, this.maxGroup);
      this.inFlight++;
      void this.run(group).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async run(group: Waiting<I, O>[]): Promise<void> {
    if (group.length > 1) {
      let outputs: Array<O | PromiseLike<O>> | undefined;
      try {
        outputs = await this.writeMany(group.map((w) => w.input));
      } catch {
        // Nothing of the group was written: each request alone below gets its own answer.
      }
      if (outputs) {
        group.forEach((w, i) => w.resolve(outputs[i]!));
        return;
      }
    }
    // Alone (or again alone after a failed group): one after the other, so one chat's order holds.
    for (const w of group) {
      await this.writeOne(w.input).then(w.resolve, w.reject);
    }
  }
}
