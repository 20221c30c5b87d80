import { describe, expect, it, vi } from 'vitest';
import { loadOptional } from './lazy-optional.ts';

function Part() {
  return null;
}

describe('loadOptional (a part of a screen the screen works without)', () => {
  it('tries again after a failed download and returns the part once it arrives', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Part);
    expect((await loadOptional(load, [0, 0])).default).toBe(Part);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('leaves the part out (renders nothing) when it never arrives, instead of failing the screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Part>>().mockRejectedValue(new TypeError('Failed to fetch'));
    const { default: Shown } = await loadOptional(load, [0, 0]);
    expect(Shown).not.toBe(Part);
    expect((Shown as () => null)()).toBeNull();
    expect(load).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
