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
  private server?: SMTPServer;
  url = '';

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          this.mails.push({ to, raw, text: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') });
          this.waiters.splice(0).forEach((wake) => wake());
          callback();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${port}`;
    return this;
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

  count(to: string): number {
    return this.mails.filter((m) => m.to.includes(to.toLowerCase())).length;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
