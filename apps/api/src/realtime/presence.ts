/** Who is online in this process: each user with the ids of their open sockets. */
export class Presence {
  private readonly sockets = new Map<string, Set<string>>();

  /** True when this is the user's first open socket. */
  connect(userId: string, socketId: string): boolean {
    const open = this.sockets.get(userId) ?? new Set<string>();
    open.add(socketId);
    this.sockets.set(userId, open);
    return open.size === 1;
  }

  /** True when the user has no open socket left. */
  disconnect(userId: string, socketId: string): boolean {
    const open = this.sockets.get(userId);
    if (!open) return false;
    open.delete(socketId);
    if (open.size > 0) return false;
    this.sockets.delete(userId);
    return true;
  }

  online(): string[] {
    return [...this.sockets.keys()];
  }
}
