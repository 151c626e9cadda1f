import { SMTPServer } from 'smtp-server';
import { freePort } from '../database/embedded-postgres';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The text part, with quoted-printable soft line breaks undone. */
  text: string;
}

/** A real SMTP server for tests: the API sends through nodemailer to it, tests read what arrived. */
export class Mailbox {
  private readonly mails: ReceivedMail[] = [];
  private readonly waiters: (() => void)[] = [];
  private readonly holds: { to: string; arrived: () => void }[] = [];
  private readonly refusals: string[] = [];
  private server?: SMTPServer;
  private port = 0;
  url = '';

  /** Listens on a free port, or on the port it had before (to come back after `stop`). */
  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: ({ address }, _session, callback) => {
        const refusal = this.refusals.indexOf(address.toLowerCase());
        if (refusal < 0) return callback();
        this.refusals.splice(refusal, 1);
        callback(Object.assign(new Error(`Mailbox ${address} unavailable`), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const hold = this.holds.findIndex((h) => to.includes(h.to));
          if (hold >= 0) return this.holds.splice(hold, 1)[0]!.arrived();
          this.mails.push({ to, raw, text: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') });
          this.waiters.splice(0).forEach((wake) => wake());
          callback();
        });
      },
    });
    this.port ||= await freePort();
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${this.port}`;
    return this;
  }

  /**
   * The next message to `to` is received but never answered, like a server that dies before it
   * replies: by SMTP it is not delivered, and the sender is left waiting. Resolves once it has arrived.
   */
  holdNext(to: string): Promise<void> {
    return new Promise((arrived) => this.holds.push({ to: to.toLowerCase(), arrived }));
  }

  /** The next message to `to` is refused (550 at RCPT TO), as a server refuses a mailbox it cannot take now. */
  refuseNext(to: string): void {
    this.refusals.push(to.toLowerCase());
  }

  /** Waits for the latest mail to `to` whose text matches `pattern`, and returns the first capture group. */
  async find(to: string, pattern: RegExp, timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = [...this.mails].reverse().find((m) => m.to.includes(to.toLowerCase()) && pattern.test(m.text));
      if (match) return pattern.exec(match.text)![1] ?? '';
      if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  /** Messages delivered (received and acknowledged) to `to`. */
  delivered(to: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(to.toLowerCase()));
  }

  count(to: string): number {
    return this.delivered(to).length;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
