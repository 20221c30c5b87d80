import { describe, expect, it, vi } from 'vitest';

const { createModule } = vi.hoisted(() => ({ createModule: vi.fn() }));
vi.mock('@echogarden/espeak-ng-emscripten', () => ({ default: createModule }));

const { espeakSay } = await import('./espeak-voice.ts');

/** A stand-in for the WebAssembly module: one chunk of samples per phrase. */
const workingModule = {
  eSpeakNGWorker: class {
    set_voice() {}
    set_rate() {}
    set_pitch() {}
    set_range() {}
    synthesize(_text: string, onChunk: (samples: Int16Array) => boolean) {
      onChunk(new Int16Array([1, 2, 3]));
    }
  },
};

describe('the local voice when its module fails to start', () => {
  it('tries again at the next phrase instead of failing for the life of the process', async () => {
    createModule.mockRejectedValueOnce(new Error('WebAssembly.instantiate: out of memory'));
    createModule.mockResolvedValue(workingModule);
    await expect(espeakSay('Respire fundo.', 'coral', 150)).rejects.toThrow('out of memory');
    expect(Array.from(await espeakSay('Respire fundo.', 'coral', 150))).toEqual([1, 2, 3]);
    expect(createModule).toHaveBeenCalledTimes(2);
  });
});
