import { describe, expect, it } from 'vitest';
import { offersCompletion, shellView } from './shell-view.ts';

describe('shellView', () => {
  it.each<[string | null, boolean, string]>([
    [null, false, 'dashboard'],
    [null, true, 'completion'],
    ['dashboard', true, 'dashboard'],
    ['dashboard', false, 'dashboard'],
    ['completion', true, 'completion'],
    ['completion', false, 'dashboard'],
    ['qualquer-coisa', false, 'dashboard'],
    ['qualquer-coisa', true, 'completion'],
  ])('?view=%s, journey complete %s → %s', (requested, complete, view) => {
    expect(shellView(requested, complete)).toBe(view);
  });
});

describe('offersCompletion', () => {
  it.each([
    [0, false, false],
    [95, false, false],
    [100, false, true],
    [100, true, true],
    [95, true, true],
  ])('%i%%, completed %s → %s', (percentage, completed, offered) => {
    expect(offersCompletion(percentage, completed)).toBe(offered);
  });
});
