import { describe, expect, it } from 'vitest';
import { colorVariable, type ColorName, darkColors, lightColors, theme } from './theme.ts';

// WCAG 2.x relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

// Pairs the screens use for text (4.5:1) and for control borders and focus rings (3:1).
const textPairs: [ColorName, ColorName][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'primarySoft'],
  ['text', 'accent'],
  ['text', 'dangerSoft'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'primarySoft'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primary', 'primarySoft'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimary', 'danger'],
  ['onPrimary', 'accentStrong'],
  ['accentStrong', 'background'],
  ['accentStrong', 'surface'],
  ['danger', 'background'],
  ['danger', 'dangerSoft'],
];
const controlPairs: [ColorName, ColorName][] = [
  ['controlBorder', 'background'],
  ['controlBorder', 'surface'],
];

describe('theme palettes', () => {
  for (const [name, colors] of [
    ['light', lightColors],
    ['dark', darkColors],
  ] as const) {
    it(`${name}: every text pair meets WCAG AA and every control border 3:1`, () => {
      for (const [fore, back] of textPairs) {
        expect(contrast(colors[fore], colors[back]), `${fore} on ${back}`).toBeGreaterThanOrEqual(4.5);
      }
      for (const [fore, back] of controlPairs) {
        expect(contrast(colors[fore], colors[back]), `${fore} on ${back}`).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('gives the components custom properties, with the light colour as fallback', () => {
    expect(colorVariable('textMuted')).toBe('--color-text-muted');
    expect(theme.colors.textMuted).toBe('var(--color-text-muted, #4b5a58)');
    expect(Object.keys(darkColors).sort()).toEqual(Object.keys(lightColors).sort());
  });
});
