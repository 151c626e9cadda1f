import type { AdapterPayload } from './oidc-provider-types';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * oidc-provider's storage (sessions, interactions, codes, tokens, grants) in this process's memory, one store per
 * provider: a development and test provider loses nothing worth keeping on restart. (oidc-provider's own in-memory
 * adapter is shared by every provider of the process and warns on each start.)
 */
export function memoryAdapter(): (model: string) => ModelStore {
  const entries = new Map<string, Entry>();
  return (model) => new ModelStore(model, entries);
}

export class ModelStore {
  constructor(
    private readonly model: string,
    private readonly entries: Map<string, Entry>,
  ) {}

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  private live(key: string): AdapterPayload | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry?.payload;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    this.entries.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.live(this.key(id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy((payload) => payload.uid === uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy((payload) => payload.userCode === userCode);
  }

  async consume(id: string): Promise<void> {
    const payload = this.live(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.entries.delete(this.key(id));
  }

  /** A replayed code revokes everything its grant issued: every model's entries of that grant. */
  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, { payload }] of this.entries) if (payload.grantId === grantId) this.entries.delete(key);
  }

  private findBy(matches: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
    const prefix = `${this.model}:`;
    for (const key of this.entries.keys()) {
      if (!key.startsWith(prefix)) continue;
      const payload = this.live(key);
      if (payload && matches(payload)) return payload;
    }
    return undefined;
  }
}
