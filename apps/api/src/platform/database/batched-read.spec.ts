import { BatchedRead } from './batched-read';

describe('BatchedRead', () => {
  it('reads the keys asked for together in one call, answers each caller, and undefined for a key not found', async () => {
    const calls: string[][] = [];
    const reads = new BatchedRead<string, number>(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.length]));
    });
    const answers = await Promise.all([reads.read('a'), reads.read('bbb'), reads.read('a'), reads.read('missing')]);
    expect(answers).toEqual([1, 3, 1, undefined]);
    expect(calls).toEqual([['a', 'bbb', 'missing']]);

    expect(await reads.read('cc')).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('splits a large batch into queries of at most maxKeys', async () => {
    const calls: number[][] = [];
    const reads = new BatchedRead<number, number>(async (keys) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, k * 2]));
    }, 2);
    expect(await Promise.all([1, 2, 3].map((k) => reads.read(k)))).toEqual([2, 4, 6]);
    expect(calls).toEqual([[1, 2], [3]]);
  });

  it('fails every read a failed query carried, and reads again afterwards', async () => {
    let fail = true;
    const reads = new BatchedRead<string, string>(async (keys) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, k]));
    });
    await expect(Promise.all([reads.read('a'), reads.read('b')])).rejects.toThrow('connection lost');
    fail = false;
    expect(await reads.read('a')).toBe('a');
  });
});
