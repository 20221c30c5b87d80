import { createConsoleOutbox } from '@detox/providers/mail/console-outbox';
import type { MailProvider } from '@detox/providers/mail/mail-provider';
import { createSmtpMail } from '@detox/providers/mail/smtp-mail';
import type { Config } from '../../config.ts';
import type { Logger } from '../../log.ts';

/** SMTP when SMTP_URL is set; otherwise the console outbox: printed in the server log, listed at /dev/outbox. */
export function createMail(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, logger: Logger): MailProvider {
  if (config.SMTP_URL) return createSmtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createConsoleOutbox({
    print: (mail) => {
      logger.info({ to: mail.to, subject: mail.subject }, `e-mail pelo outbox do console\n${mail.text}`);
    },
  });
}
