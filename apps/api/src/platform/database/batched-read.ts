/**
 * Reads by key where many callers ask at once, in one query per turn of the event loop: the keys asked for while
 * the loop handles one batch of I/O are read together (up to `maxKeys` a query). Under load, requests that arrived
 * together share one round trip and one pool connection instead of taking one each; alone, a read costs what it did.
 * Callers asking for the same key share its answer; a failed query fails the reads it carried.
 */
export class BatchedRead<Key, Value> {
  private waiting = new Map<Key, { resolve: (value: Value | undefined) => void; reject: (error: unknown) => void }[]>();
  private scheduled = false;

  constructor(
    private readonly readMany: (keys: Key[]) => Promise<Map<Key, Value>>,
    private readonly maxKeys = 100,
  ) {}

  read(key: Key): Promise<Value | undefined> {
    return new Promise((resolve, reject) => {
      const callers = this.waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.waiting;
    this.waiting = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += this.maxKeys) {
      const slice = keys.slice(start, start + this.maxKeys);
      this.readMany(slice).then(
        (found) => {
          for (const key of slice) for (const caller of batch.get(key) ?? []) caller.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const key of slice) for (const caller of batch.get(key) ?? []) caller.reject(error);
        },
      );
    }
  }
}
