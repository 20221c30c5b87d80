import { Agent, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { trackHttpServer } from './http-drain.ts';
import { send } from '../testing/server-process.ts';

describe('trackHttpServer', () => {
  it('answers the request in flight with Connection: close, closes the idle socket, and names what is open', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = createServer((req, res) => {
      if (req.url === '/slow') void released.then(() => res.end('slow'));
      else res.end('fast');
    });
    const http = trackHttpServer(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    const busy = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await send(url, idle, 'GET', '/fast')).connection).toBe('keep-alive');
      const slow = send(url, busy, 'GET', '/slow');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(http.open()).toMatchObject({
        connections: 2,
        requests: [expect.stringMatching(/^GET \/slow \(\d+ ms\)$/)],
      });

      const drained = http.drain();
      // The idle keep-alive socket is closed once it has been quiet for 200 ms; new connections are refused.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(http.open().connections).toBe(1);
      await expect(send(url, undefined, 'GET', '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      release();
      const answer = await slow;
      expect(answer).toMatchObject({ status: 200, body: 'slow', connection: 'close' });
      const figures = await drained;
      expect(figures.finished).toBe(1);
      expect(http.open()).toEqual({ connections: 0, requests: [] });
    } finally {
      idle.destroy();
      busy.destroy();
      server.close();
    }
  });
});
