import { describe, expect, it } from 'vitest';
import { navGroups, navLayout } from './shell-nav-model.ts';

describe('navLayout', () => {
  it.each<[number, number, string]>([
    [1280, 16, 'top'],
    [769, 32, 'top'],
    [768, 16, 'bar'],
    [360, 16, 'bar'],
    [320, 16, 'bar'],
    [360, 20, 'bar-compact'], // 125 %: 18 rem
    [360, 24, 'bar-compact'], // 150 %
    [360, 32, 'bar-compact'], // 200 %
    [768, 32, 'bar'], // a tablet at 200 %: 24 rem
    [360, 0, 'bar'], // no font size read: the default 16 px
  ])('%i px wide, 1 rem = %i px → %s', (width, remPx, layout) => {
    expect(navLayout(width, remPx)).toBe(layout);
  });
});

describe('navGroups', () => {
  it('puts everything in the top row, Sair last', () => {
    expect(navGroups('top', { completion: false, support: false })).toEqual({
      main: ['dashboard', 'progress', 'journal', 'savedGuidance', 'settings', 'signOut'],
      more: [],
    });
  });

  it('keeps Dashboard, Progresso and Diário in the bar and the rest behind Mais', () => {
    expect(navGroups('bar', { completion: false, support: false })).toEqual({
      main: ['dashboard', 'progress', 'journal'],
      more: ['savedGuidance', 'settings', 'signOut'],
    });
  });

  it('gives Conclusão, when due, the second place; Diário goes behind Mais', () => {
    expect(navGroups('bar', { completion: true, support: true })).toEqual({
      main: ['dashboard', 'completion', 'progress'],
      more: ['journal', 'savedGuidance', 'settings', 'support', 'signOut'],
    });
  });

  it('keeps Dashboard alone in the compact bar (large text)', () => {
    expect(navGroups('bar-compact', { completion: true, support: false })).toEqual({
      main: ['dashboard'],
      more: ['completion', 'progress', 'journal', 'savedGuidance', 'settings', 'signOut'],
    });
  });
});
