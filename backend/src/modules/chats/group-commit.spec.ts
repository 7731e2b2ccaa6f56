import { GroupCommit } from './group-commit';

/** A write that waits until the test lets it finish, recording what each call wrote. */
function recorder() {
  const calls: Array<{ kind: 'one' | 'many'; inputs: number[] }> = [];
  const pending: Array<() => void> = [];
  const gate = () => new Promise<void>((resolve) => pending.push(resolve));
  return {
    calls,
    release: () => pending.splice(0).forEach((resolve) => resolve()),
    one: async (input: number) => {
      calls.push({ kind: 'one', inputs: [input] });
      await gate();
      if (input < 0) {
        throw new Error(`refused ${input}`);
      }
      return input * 10;
    },
    many: async (inputs: number[]) => {
      calls.push({ kind: 'many', inputs });
      await gate();
      if (inputs.some((i) => i < 0)) {
        throw new Error('group refused');
      }
      return inputs.map((i) => i * 10);
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('writes a lone request at once, and what arrives meanwhile as one group next', async () => {
    const r = recorder();
    const commit = new GroupCommit(r.one, r.many);
    const first = commit.write(1);
    await settle();
    expect(r.calls).toEqual([{ kind: 'one', inputs: [1] }]);
    const rest = [2, 3, 4].map((i) => commit.write(i));
    await settle();
    expect(r.calls).toHaveLength(1); // waiting for the first commit
    r.release();
    expect(await first).toBe(10);
    await settle();
    expect(r.calls[1]).toEqual({ kind: 'many', inputs: [2, 3, 4] });
    r.release();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('writes each request of a failed group again alone, in order: one refusal fails only its own request', async () => {
    const r = recorder();
    const commit = new GroupCommit(r.one, r.many);
    const first = commit.write(1);
    const group = [2, -3, 4].map((i) => commit.write(i).then((v) => ({ v }), (e: Error) => ({ e: e.message })));
    for (let i = 0; i < 5; i++) {
      r.release();
      await settle();
    }
    expect(await first).toBe(10);
    expect(await Promise.all(group)).toEqual([{ v: 20 }, { e: 'refused -3' }, { v: 40 }]);
    expect(r.calls.map((c) => `${c.kind}:${c.inputs.join(',')}`)).toEqual(['one:1', 'many:2,-3,4', 'one:2', 'one:-3', 'one:4']);
  });

  it('keeps groups to their maximum size', async () => {
    const r = recorder();
    const commit = new GroupCommit(r.one, r.many, 1, 2);
    const all = [1, 2, 3, 4, 5].map((i) => commit.write(i));
    for (let i = 0; i < 4; i++) {
      r.release();
      await settle();
    }
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
    expect(r.calls.map((c) => c.inputs)).toEqual([[1], [2, 3], [4, 5]]);
  });
});
