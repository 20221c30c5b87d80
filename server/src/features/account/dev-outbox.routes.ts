import type { MailProvider } from '@detox/providers/mail/mail-provider';
import { Hono } from 'hono';
import { html } from 'hono/html';

/**
 * /dev/outbox (never in production): the console outbox's last messages, so a developer can read a sign-in code
 * without SMTP. /dev/outbox.json is the same list for scripts and tests.
 */
export function devOutboxRoutes(mail: MailProvider) {
  return new Hono()
    .get('/outbox.json', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ kind: mail.kind, messages: mail.recent() });
    })
    .get('/outbox', (c) => {
      c.header('Cache-Control', 'no-store');
      const messages = mail.recent();
      return c.html(
        html`<!doctype html>
          <html lang="pt-BR">
            <head>
              <meta charset="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <title>Outbox de desenvolvimento | Detox Digital 21 Dias</title>
              <style>
                body {
                  font-family: system-ui, sans-serif;
                  margin: 0 auto;
                  max-width: 40rem;
                  padding: 16px;
                }
                article {
                  border: 1px solid #d9d3c7;
                  border-radius: 12px;
                  padding: 12px 16px;
                  margin: 12px 0;
                }
                pre {
                  white-space: pre-wrap;
                  font: inherit;
                }
              </style>
            </head>
            <body>
              <main>
                <h1>Outbox de desenvolvimento</h1>
                <p>
                  ${
                    mail.kind === 'smtp'
                      ? 'O SMTP está configurado: os e-mails saem de verdade e não são listados aqui.'
                      : 'Sem SMTP configurado, os e-mails não saem do servidor: os últimos aparecem aqui (o mais novo primeiro).'
                  }
                </p>
                ${messages.length === 0 ? html`<p>Nenhum e-mail enviado desde que o servidor iniciou.</p>` : ''}
                ${messages.map(
                  (message) =>
                    html`<article>
                      <h2>${message.subject}</h2>
                      <p>Para: ${message.to} · ${new Date(message.sentAt).toLocaleString('pt-BR')}</p>
                      <pre>${message.text}</pre>
                    </article>`,
                )}
              </main>
            </body>
          </html>`,
      );
    });
}
