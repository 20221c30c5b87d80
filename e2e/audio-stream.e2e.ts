import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { demoJourney } from '@detox/fixtures';
import { BACKGROUND_MUSIC_COUNT } from '@detox/server/contracts/audio';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { apiGet, apiSignIn, signedInPhone } from './journey-steps.ts';
import { freePort, type RunningServer, startServer } from './server.ts';

/**
 * Issue 34 item 1, decision 0029: a personalised session in the local voice (eSpeak, phrase by phrase, as
 * `npm start` runs: seconds for the whole session, so the test can tell) plays before its last byte arrived; and
 * when the connection is cut mid-stream, it goes on by itself from where it was, with the same run (one synthesis).
 * The browser reaches the server through a TCP relay the test can cut, as a phone losing its signal.
 */

/** A relay in front of the server whose open connections the test can cut at once. */
async function cuttableRelay(target: string) {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  const relay: Server = createServer((client) => {
    const upstream = createConnection({ host: hostname, port: Number(port) });
    open.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  const relayPort = await freePort();
  await new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${String(relayPort)}`,
    cut: () => {
      for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        relay.close(() => {
          resolve();
        });
      }),
  };
}

const card = (page: Page) => page.getByRole('region', { name: 'Áudio Personalizado' });
/** Shown once the whole file came (decision 0029). */
const downloadLink = (page: Page) => card(page).getByRole('link', { name: 'Baixar áudio' });

const audioNow = (page: Page) =>
  card(page)
    .locator('audio')
    .evaluate((audio: HTMLAudioElement) => ({ time: audio.currentTime, paused: audio.paused }));

/** Sessions the speech provider finished ('ok') or gave up ('error'), from the server's own metrics. */
async function sessionSyntheses(url: string): Promise<{ ok: number; error: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const count = (outcome: string) =>
    Number(
      new RegExp(
        `detox_provider_requests_total\\{[^}]*operation="tts\\.session"[^}]*outcome="${outcome}"[^}]*\\} (\\d+)`,
      ).exec(text)?.[1] ?? 0,
    );
  return { ok: count('ok'), error: count('error') };
}

describe('a personalised session heard as it is made (issue 34, decision 0029)', () => {
  let server: RunningServer;
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  let browser: Browser;
  let page: Page;
  const demo = demoJourney('halfway');
  /** The session POSTs the page sent, and the Range each asked for (a resume). */
  const posts: { request: Request; range: string | undefined }[] = [];

  beforeAll(async () => {
    server = await startServer({ TTS_PROVIDER: 'local', AUDIO_WARMUP: 'false' });
    relay = await cuttableRelay(server.url);
    browser = await launchBrowser();
    ({ page } = await signedInPhone(browser, relay.url, demo.email, '198.18.34.90', {
      serviceWorkers: 'block',
    }));
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/audio/personalized-session'))
        posts.push({ request, range: request.headers().range });
    });
    await page.goto(`${relay.url}/detox-day`);
    // The day screen's own meditation (day 11) is made first on the one worker thread (WORK_THREADS is the cores
    // less one here): the session is timed on its own, as on a server whose day was made ahead (decision 0027).
    const deadline = Date.now() + 180_000;
    const dayState = async () =>
      ((await (await fetch(`${server.url}/api/audio/daily/11/preparation`)).json()) as { state: string })
        .state;
    while ((await dayState()) !== 'ready') {
      if (Date.now() > deadline) throw new Error('A meditação do dia 11 não ficou pronta em 180 s.');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }, 400_000);
  afterAll(async () => {
    await browser.close();
    await relay.close();
    await server.stop();
  });

  /** Presses the button, then play once the player shows; resolves when the first sound played. */
  async function generateAndPlay(button: string): Promise<number> {
    await card(page).getByRole('button', { name: button }).click();
    await card(page).getByText('Seu áudio está pronto').waitFor({ timeout: 30_000 });
    await card(page).getByRole('button', { name: 'Reproduzir' }).click();
    await expect.poll(async () => (await audioNow(page)).time, { timeout: 30_000 }).toBeGreaterThan(0);
    return performance.now();
  }

  it('plays the first sound before the session is complete', async () => {
    const pressed = performance.now();
    const firstSound = await generateAndPlay('Gerar Áudio Personalizado');
    // Still being made when it played: the voice had not finished, and the download (the whole file) is not there.
    expect(await sessionSyntheses(server.url)).toEqual({ ok: 0, error: 0 });
    expect(await downloadLink(page).count()).toBe(0);
    await downloadLink(page).waitFor({ timeout: 120_000 });
    const complete = performance.now();
    console.info(
      `first sound ${((firstSound - pressed) / 1000).toFixed(1)} s, complete ${((complete - pressed) / 1000).toFixed(1)} s`,
    );
    expect(await sessionSyntheses(server.url)).toEqual({ ok: 1, error: 0 });
  });

  // Its own waits (the player 60 s, the resume 60 s, the whole file 120 s) are longer than the suite's 120 s: a slow
  // step names itself instead of the whole test timing out (once, under two e2e files at a time, session 28).
  it('goes on by itself after the connection is cut mid-stream: the same run, the whole file, nothing to press', async () => {
    // Another background track than the first session's (the screen picks one at random): the same script with the
    // same track is the same audio, answered whole from the cache, with nothing to cut.
    const first = posts[0]?.request.postDataJSON() as { backgroundMusicIndex: number };
    await page.route('**/api/audio/personalized-session', (route) =>
      route.continue({
        postData: JSON.stringify({
          ...(route.request().postDataJSON() as object),
          backgroundMusicIndex: (first.backgroundMusicIndex + 1) % BACKGROUND_MUSIC_COUNT,
        }),
      }),
    );
    await generateAndPlay('Gerar novamente');
    expect(await sessionSyntheses(server.url), 'the session was made before the cut').toEqual({
      ok: 1,
      error: 0,
    });
    const cutAt = (await audioNow(page)).time;
    relay.cut();
    // The player asks again by itself (Range from the bytes it has) and plays on past the cut.
    await expect
      .poll(async () => (await audioNow(page)).time, { timeout: 60_000 })
      .toBeGreaterThan(cutAt + 4);
    expect((await audioNow(page)).paused).toBe(false);
    await downloadLink(page).waitFor({ timeout: 120_000 });
    await expect(card(page).getByText('Áudio indisponível').count()).resolves.toBe(0);
    const resumed = posts.filter((candidate) => candidate.range !== undefined);
    expect(resumed.length).toBeGreaterThanOrEqual(1);
    expect(resumed[0]?.range).toMatch(/^bytes=\d+-$/);
    // One synthesis for the session, none stopped: the resume joined the run (or read its made file).
    expect(await sessionSyntheses(server.url)).toEqual({ ok: 2, error: 0 });

    // What the player kept (its download) is the session's file, byte for byte.
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink(page).click()]);
    const kept = await readFile(await download.path());
    const token = await apiSignIn(server.url, demo.email, '198.18.34.91');
    const sessions = (await (await apiGet(server.url, token, '/api/audio/user-sessions')).json()) as {
      sessions: { audioUrl: string }[];
    };
    const file = new Uint8Array(
      await (await apiGet(server.url, token, sessions.sessions[0]?.audioUrl ?? '')).arrayBuffer(),
    );
    const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    expect({ size: kept.byteLength, sha: sha(kept) }).toEqual({ size: file.byteLength, sha: sha(file) });
  }, 300_000);
});
