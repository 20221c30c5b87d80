import { createTransport } from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider.ts';

/** Real mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMail({ url, from }: { url: string; from: string }): MailProvider {
  const transport = createTransport(url);
  return {
    kind: 'smtp',
    async send({ to, subject, text }: MailMessage) {
      await transport.sendMail({ from, to, subject, text });
    },
    // Sent mail is not kept: it may hold codes, and production has no outbox page.
    recent: () => [],
  };
}
