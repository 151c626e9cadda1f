/** How a GroupCommit writes: several inputs in one statement, or one alone. */
export interface GroupWriter<In, Out> {
  /** Writes every input in one statement (one transaction, one commit), answering an output per input, in order. */
  many(inputs: In[]): Promise<Out[]>;
  /** Writes one input alone. */
  one(input: In): Promise<Out>;
}

interface Waiting<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for a hot write path: a write goes out at once while fewer than `maxInFlight` are in flight; the writes
 * that arrive meanwhile wait and then go out together, in arrival order, as one statement with one commit. Under a
 * light load nothing waits; under a heavy one the database commits a batch per round trip instead of a transaction per
 * write (the per-statement and per-commit work is most of a small write's cost). A batch whose statement fails is
 * written again one input at a time, so that only the input at fault fails.
 */
export class GroupCommit<In, Out> {
  private readonly waiting: Waiting<In, Out>[] = [];
  private inFlight = 0;

  constructor(
    private readonly writer: GroupWriter<In, Out>,
    private readonly limits: { maxInFlight: number; maxBatch: number },
  ) {}

  write(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    while (this.waiting.length > 0 && this.inFlight < this.limits.maxInFlight) {
      const batch = this.waiting.splice(0, this.limits.maxBatch);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.flush();
      });
    }
  }

  private async run(batch: Waiting<In, Out>[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const outputs = await this.writer.many(batch.map(({ input }) => input));
        batch.forEach(({ resolve }, index) => resolve(outputs[index]!));
        return;
      } catch {
        // Written again below, one at a time: each gets its own answer or its own error.
      }
    }
    await Promise.all(
      batch.map(async ({ input, resolve, reject }) => {
        try {
          resolve(await this.writer.one(input));
        } catch (error) {
          reject(error);
        }
      }),
    );
  }
}
