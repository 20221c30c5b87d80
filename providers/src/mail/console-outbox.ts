import type { MailMessage, MailProvider, SentMail } from './mail-provider.ts';

export interface ConsoleOutboxOptions {
  /** Where a sent message is shown: the server log. */
  print: (message: SentMail) => void;
  /** How many messages /dev/outbox lists. */
  keep?: number;
  now?: () => Date;
}

/** Without SMTP: messages are printed to the server log and kept in memory for /dev/outbox. Nothing leaves. */
export function createConsoleOutbox({
  print,
  keep = 50,
  now = () => new Date(),
}: ConsoleOutboxOptions): MailProvider {
  const sent: SentMail[] = [];
  return {
    kind: 'console',
    send(message: MailMessage) {
      const mail = { ...message, sentAt: now().toISOString() };
      sent.unshift(mail);
      sent.length = Math.min(sent.length, keep);
      print(mail);
      return Promise.resolve();
    },
    recent: () => [...sent],
  };
}
