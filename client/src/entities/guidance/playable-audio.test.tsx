// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from '../../shared/audio-player/audio-player.tsx';
import { renderInDom } from '../../testing/render-dom.tsx';
import { postSessionForAudio } from './audio-stream.ts';
import { playableAudio } from './playable-audio.ts';

/** What the <audio> element is fed through Media Source Extensions: appended bytes and how the stream ended. */
class FakeSourceBuffer extends EventTarget {
  updating = false;
  appended: number[] = [];
  appendBuffer(data: Uint8Array) {
    this.appended.push(...data);
    this.updating = true;
    queueMicrotask(() => {
      this.updating = false;
      this.dispatchEvent(new Event('updateend'));
    });
  }
}

class FakeMediaSource extends EventTarget {
  static made: FakeMediaSource[] = [];
  static isTypeSupported = (type: string) => type === 'audio/mpeg';
  readyState: 'closed' | 'open' | 'ended' = 'closed';
  /** One per opening: the element loading the URL again starts from an empty buffer. */
  buffers: FakeSourceBuffer[] = [];
  ended: (string | undefined)[] = [];
  constructor() {
    super();
    FakeMediaSource.made.push(this);
  }
  get buffer() {
    return this.buffers.at(-1);
  }
  addSourceBuffer() {
    this.buffers.push(new FakeSourceBuffer());
    return this.buffer;
  }
  endOfStream(error?: string) {
    this.ended.push(error);
    this.readyState = 'ended';
  }
  /** What the element does once it plays the URL. */
  open() {
    this.readyState = 'open';
    this.dispatchEvent(new Event('sourceopen'));
  }
}

const FILE = Uint8Array.from({ length: 48 }, (_, index) => index);

/** The file from `from`, cut by a network error once `cutAt` bytes were sent. */
function stream(from: number, cutAt = FILE.length): ReadableStream<Uint8Array> {
  let at = from;
  return new ReadableStream<Uint8Array>({
    pull: (controller) => {
      if (at >= cutAt && cutAt < FILE.length) controller.error(new TypeError('network error'));
      else if (at >= FILE.length) controller.close();
      else {
        const end = Math.min(at + 8, cutAt);
        controller.enqueue(FILE.slice(at, end));
        at = end;
      }
    },
  });
}

function stubMediaSource(name: 'MediaSource' | 'ManagedMediaSource') {
  FakeMediaSource.made = [];
  vi.stubGlobal('MediaSource', undefined);
  vi.stubGlobal(name, FakeMediaSource);
  vi.stubGlobal('URL', { createObjectURL: () => 'blob:fonte', revokeObjectURL: () => undefined });
}

const request = {
  dayNumber: 1,
  sessionType: 'meditation' as const,
  backgroundMusicIndex: 2,
  voice: 'coral' as const,
  audioSettings: { backgroundVolume: 0.3, voiceVolume: 0.8, maxDuration: 300 },
};

describe('a personalised session whose connection is cut mid-stream (decision 0029)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('asks again with its key from the bytes it has, and the player gets the whole file with no error', async () => {
    stubMediaSource('MediaSource');
    const sent: Headers[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push(headers);
      const range = /^bytes=(\d+)-$/.exec(headers.get('Range') ?? '')?.[1];
      if (range === undefined)
        return Promise.resolve(
          new Response(stream(0, 24), { headers: { 'Content-Type': 'audio/mpeg', ETag: '"sessao"' } }),
        );
      const from = Number(range);
      return Promise.resolve(
        new Response(stream(from), {
          status: 206,
          headers: { 'Content-Type': 'audio/mpeg', 'Content-Range': `bytes ${String(from)}-47/48` },
        }),
      );
    });
    const answer = await postSessionForAudio(request, { key: 'k1', fallback: 'padrão' });
    if (answer.kind !== 'audio') throw new Error(answer.kind);
    const source = FakeMediaSource.made[0];
    source?.open();
    const whole = await answer.audio.whole;
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(FILE);
    // The element was fed every byte once, in order, and the stream ended well: it plays on, nothing to press.
    expect(source?.buffer?.appended).toEqual([...FILE]);
    expect(source?.ended).toEqual([undefined]);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.get('Idempotency-Key')).toBe('k1');
    expect(sent[1]?.get('Range')).toBe('bytes=24-');
    expect(sent[1]?.get('If-Range')).toBe('"sessao"');
  });

  it('ends the element’s stream with a network error once no try worked; loaded again, it carries on from there', async () => {
    stubMediaSource('MediaSource');
    vi.useFakeTimers();
    let online = false;
    try {
      const audio = await playableAudio(stream(0, 16), {
        etag: null,
        again: (from) =>
          online
            ? Promise.resolve(
                new Response(stream(from), {
                  status: 206,
                  headers: { 'Content-Range': `bytes ${String(from)}-47/48` },
                }),
              )
            : Promise.reject(new TypeError('offline')),
      });
      const source = FakeMediaSource.made[0];
      source?.open();
      let outcome = 'tocando';
      void audio.whole.then(() => (outcome = 'inteiro'));
      await vi.runAllTimersAsync();
      expect(source?.ended).toEqual(['network']);
      expect(outcome).toBe('tocando');
      // The player's "Tentar novamente" loads the element again: the source opens anew, the connection is back.
      online = true;
      source?.open();
      await vi.runAllTimersAsync();
      const whole = await audio.whole;
      expect(new Uint8Array(await whole.arrayBuffer())).toEqual(FILE);
      expect(source?.buffer?.appended).toEqual([...FILE]);
      expect(source?.ended).toEqual(['network', undefined]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('playing as it arrives on an iPhone (ManagedMediaSource)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('feeds the pieces to Safari’s ManagedMediaSource when MediaSource is absent', async () => {
    stubMediaSource('ManagedMediaSource');
    const audio = await playableAudio(stream(0));
    expect(audio.url).toBe('blob:fonte');
    const source = FakeMediaSource.made[0];
    source?.open();
    await audio.whole;
    expect(source?.buffer?.appended).toEqual([...FILE]);
    expect(source?.ended).toEqual([undefined]);
  });

  it('waits for the whole file where neither is there', async () => {
    vi.stubGlobal('MediaSource', undefined);
    const files: Blob[] = [];
    vi.stubGlobal('URL', {
      createObjectURL: (blob: Blob) => {
        files.push(blob);
        return 'blob:inteiro';
      },
    });
    const audio = await playableAudio(stream(0));
    expect(audio.url).toBe('blob:inteiro');
    expect(new Uint8Array(await (files[0] ?? new Blob()).arrayBuffer())).toEqual(FILE);
  });

  it('turns remote playback off for an object URL, which ManagedMediaSource needs to play', () => {
    const { container, unmount } = renderInDom(<AudioPlayer src="blob:fonte" downloadName="sessao.mp3" />);
    expect(container.querySelector('audio')?.hasAttribute('disableremoteplayback')).toBe(true);
    act(() => {
      unmount();
    });
    const other = renderInDom(<AudioPlayer src="/audio/dia-1.mp3" downloadName="dia.mp3" />);
    expect(other.container.querySelector('audio')?.hasAttribute('disableremoteplayback')).toBe(false);
    other.unmount();
  });
});
