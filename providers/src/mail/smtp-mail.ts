import type { Transporter } from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider.ts';

/**
 * Real mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). nodemailer is loaded with
 * the first mail, not at start (issue 33, decision 0028 "Session 39"): about 4 MB that a server nobody has signed in
 * to yet would otherwise hold.
 */
export function createSmtpMail({ url, from }: { url: string; from: string }): MailProvider {
  let transport: Promise<Transporter> | undefined;
  return {
    kind: 'smtp',
    async send({ to, subject, text }: MailMessage) {
      transport ??= import('nodemailer').then(({ createTransport }) => createTransport(url));
      await (await transport).sendMail({ from, to, subject, text });
    },
    // Sent mail is not kept: it may hold codes, and production has no outbox page.
    recent: () => [],
  };
}
