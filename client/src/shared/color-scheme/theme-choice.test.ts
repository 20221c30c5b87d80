import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage.ts';
import {
  applyThemeChoice,
  readThemeChoice,
  storeThemeChoice,
  THEME_COLOR_META,
  THEME_STORAGE_KEY,
} from './theme-choice.ts';

/** The parts of a document applyThemeChoice touches: <html>'s attribute and style, the theme-color metas. */
function fakeDocument() {
  const attributes = new Map<string, string>();
  const metas = [
    { media: '(prefers-color-scheme: light)', content: '' },
    { media: '(prefers-color-scheme: dark)', content: '' },
  ];
  const doc = {
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('meta[name="theme-color"]');
      return metas;
    },
  };
  return { doc: doc as unknown as Document, attributes, metas };
}

describe('theme choice', () => {
  it('is automatic when nothing, or something unknown, is stored', () => {
    expect(readThemeChoice(memoryStorage())).toBe('auto');
    expect(readThemeChoice(memoryStorage({ [THEME_STORAGE_KEY]: 'sépia' }))).toBe('auto');
    expect(readThemeChoice(undefined)).toBe('auto');
  });

  it('keeps a pinned choice and forgets it when back to automatic', () => {
    const storage = memoryStorage();
    expect(storeThemeChoice('dark', storage)).toBe(true);
    expect(readThemeChoice(storage)).toBe('dark');
    expect(storeThemeChoice('light', storage)).toBe(true);
    expect(readThemeChoice(storage)).toBe('light');
    expect(storeThemeChoice('auto', storage)).toBe(true);
    expect(storage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(readThemeChoice(storage)).toBe('auto');
  });

  it('says so when the device refuses to store it, and reads as automatic when storage throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(storeThemeChoice('dark', refusing)).toBe(false);
    expect(readThemeChoice(refusing)).toBe('auto');
  });

  it('pins <html> to the palette, browser colour included, and unpins it', () => {
    const { doc, attributes, metas } = fakeDocument();
    applyThemeChoice('dark', doc);
    expect(attributes.get('data-theme')).toBe('dark');
    expect(metas.map((meta) => meta.content)).toEqual([THEME_COLOR_META.dark, THEME_COLOR_META.dark]);

    applyThemeChoice('light', doc);
    expect(attributes.get('data-theme')).toBe('light');
    expect(metas.map((meta) => meta.content)).toEqual([THEME_COLOR_META.light, THEME_COLOR_META.light]);

    applyThemeChoice('auto', doc);
    expect(attributes.has('data-theme')).toBe(false);
    expect(metas.map((meta) => meta.content)).toEqual([THEME_COLOR_META.light, THEME_COLOR_META.dark]);
  });

  it('is applied before the first paint by public/theme-init.js with the same key and colours', () => {
    const script = readFileSync(new URL('../../../public/theme-init.js', import.meta.url), 'utf8');
    expect(script).toContain(`'${THEME_STORAGE_KEY}'`);
    expect(script).toContain(THEME_COLOR_META.dark);
    expect(script).toContain(THEME_COLOR_META.light);
  });
});
