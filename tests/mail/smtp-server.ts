// A real SMTP server for tests (smtp-server, on a free port of 127.0.0.1): the app's mail goes to
// it over the network as it would to any relay, and the test reads what arrived.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** For SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** The next mail to this address that arrives (or has arrived and was not taken yet). */
  nextMailTo(address: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * Starts the server. `refuse`: the recipients answered with a permanent error (all of them, or
 * those the function picks). `delayMs`: each mail is accepted only after this long, as a slow
 * relay would.
 */
export async function startSmtpServer(
  options: { refuse?: boolean | ((address: string) => boolean); delayMs?: number } = {},
): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refused = typeof options.refuse === 'function' ? options.refuse(address.address) : options.refuse;
      if (refused) callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          setTimeout(() => {
            received.push(mail);
            callback();
          }, options.delayMs ?? 0);
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function nextMailTo(address: string, timeoutMs = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = received.find(
        (candidate) => !taken.has(candidate) && candidate.to && JSON.stringify(candidate.to).includes(address),
      );
      if (mail) {
        taken.add(mail);
        return mail;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`No mail to ${address} arrived within ${timeoutMs} ms.`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that opens `path`. */
export function linkIn(mail: ParsedMail, path: string): URL {
  const found = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((text) => new URL(text))
    .find((url) => url.pathname === path);
  if (!found) throw new Error(`The mail "${mail.subject}" has no link to ${path}:\n${mail.text}`);
  return found;
}
