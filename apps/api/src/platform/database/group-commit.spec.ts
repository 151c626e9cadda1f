import { GroupCommit } from './group-commit';

/** A writer that records its statements and answers when told to. */
function recordingWriter() {
  const statements: string[][] = [];
  const finish: (() => void)[] = [];
  const statement = (inputs: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      statements.push(inputs);
      finish.push(() => (inputs.includes('bad') ? reject(new Error('bad input')) : resolve(inputs.map((i) => `ok ${i}`))));
    });
  return {
    statements,
    finishAll: () => finish.splice(0).forEach((done) => done()),
    writer: { many: statement, one: async (input: string) => (await statement([input]))[0]! },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('writes at once while under maxInFlight, then writes what waited together, in arrival order', async () => {
    const { statements, finishAll, writer } = recordingWriter();
    const group = new GroupCommit(writer, { maxInFlight: 2, maxBatch: 3 });
    const answers = ['a', 'b', 'c', 'd', 'e', 'f'].map((input) => group.write(input));
    expect(statements).toEqual([['a'], ['b']]);
    finishAll();
    await settle();
    expect(statements).toEqual([['a'], ['b'], ['c', 'd', 'e'], ['f']]);
    finishAll();
    expect(await Promise.all(answers)).toEqual(['ok a', 'ok b', 'ok c', 'ok d', 'ok e', 'ok f']);
  });

  it('writes a failed batch again one input at a time: only the input at fault fails', async () => {
    const { statements, finishAll, writer } = recordingWriter();
    const group = new GroupCommit(writer, { maxInFlight: 1, maxBatch: 10 });
    const first = group.write('first');
    const rest = ['x', 'bad', 'y'].map((input) => group.write(input).catch((error: Error) => error.message));
    finishAll();
    await settle();
    expect(statements.at(-1)).toEqual(['x', 'bad', 'y']);
    finishAll();
    await settle();
    expect(statements.slice(-3)).toEqual([['x'], ['bad'], ['y']]);
    finishAll();
    expect(await first).toBe('ok first');
    expect(await Promise.all(rest)).toEqual(['ok x', 'bad input', 'ok y']);
  });
});
