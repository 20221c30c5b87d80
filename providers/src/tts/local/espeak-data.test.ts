import { describe, expect, it, vi } from 'vitest';
import { espeakSay } from './espeak-voice.ts';

describe("the local voice's part of eSpeak's data package", () => {
  it('holds every dictionary the Portuguese voice reads, words of other alphabets included', async () => {
    // eSpeak says a missing file on its stderr, which the module writes with console.error (bound when it loads).
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const said = await espeakSay(
        'Bom dia, good morning, καλημέρα, Բարեւ, გამარჯობა, 안녕, नमस्ते, হ্যালো, ਸਤ, નમસ્તે, வணக்கம், నమస్కారం, ನಮಸ್ಕಾರ, നമസ്കാരം, Привет, 你好.',
        'coral',
        140,
      );
      expect(said.length).toBeGreaterThan(0);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
