import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMail } from './smtp-mail.ts';

/** A plain SMTP server on loopback that keeps what it is sent (RFC 5321's commands only, no TLS, no auth). */
function smtpServer(): { server: Server; received: { from: string; to: string[]; data: string }[] } {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let from = '';
    let to: string[] = [];
    let data: string | undefined;
    let buffered = '';
    socket.write('220 localhost ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (;;) {
        if (data !== undefined) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push({ from, to, data: data + buffered.slice(0, end) });
          buffered = buffered.slice(end + 5);
          data = undefined;
          socket.write('250 OK\r\n');
          continue;
        }
        const newline = buffered.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 localhost\r\n');
        else if (command === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to = [];
          socket.write('250 OK\r\n');
        } else if (command === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          data = '';
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return { server, received };
}

describe('SMTP mail (SMTP_URL)', () => {
  const { server, received } = smtpServer();
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    url = `smtp://127.0.0.1:${String(address.port)}`;
  });
  afterAll(() => {
    server.close();
  });

  it('sends through the SMTP server, nodemailer loaded with the first mail', async () => {
    const mail = createSmtpMail({ url, from: 'Detox Digital 21 Dias <nao-responda@detox21.com.br>' });
    expect(mail.kind).toBe('smtp');
    await mail.send({ to: 'ana@exemplo.com.br', subject: 'Seu código de acesso', text: 'Código: 123456' });
    await mail.send({ to: 'bia@exemplo.com.br', subject: 'Outro código', text: 'Código: 654321' });
    expect(received.map((mail) => [mail.from, mail.to])).toEqual([
      ['nao-responda@detox21.com.br', ['ana@exemplo.com.br']],
      ['nao-responda@detox21.com.br', ['bia@exemplo.com.br']],
    ]);
    // As sent on the wire: the text quoted-printable, the subject an encoded word (UTF-8).
    expect(received[0]?.data).toContain('C=C3=B3digo: 123456');
    expect(received[0]?.data).toMatch(/^Subject: =\?UTF-8\?Q\?Seu_c=C3=B3digo_de_acesso\?=$/m);
    // Sent mail is not kept (it may hold codes).
    expect(mail.recent()).toEqual([]);
  });
});
