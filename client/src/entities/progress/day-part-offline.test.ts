import { describe, expect, it, vi } from 'vitest';
import { dayProgress } from '../../testing/day-progress.ts';
import { keyed, outboxEntry } from '../../testing/outbox-entries.ts';
import { dayAction } from './day-rules.ts';
import { overlayDay, progressKinds, withPart } from './progress-overlay.ts';

// The recipe "Add a new kind of day task" (docs/architecture.md), in the app: the test registry's required,
// weighted breathing check (fixtures/src/testing/day-parts.ts) in place of the product's registry.
vi.mock('@detox/fixtures/day-parts', () => import('@detox/fixtures/testing/day-parts'));

/** Day 3 as the server answers it with every programme part done but the breathing check. */
const day = dayProgress({
  done: 5,
  reflection: 'Hoje percebi o quanto pego o celular sem pensar.',
  audioPlayed: true,
  audioListened: 0.8,
  questionnaireAnswered: true,
  totals: { tasks: 100, dailyChallenge: 100, coaching: 0, questionnaire: 100, total: 90 },
  parts: [{ id: 'respiracao', label: 'Respiração guiada', value: null, done: false, required: true }],
});

const breathing = (dayNumber: number, value: unknown) =>
  outboxEntry(
    '1',
    progressKinds.dayPart,
    keyed('/progress/part', { dayNumber, part: 'respiracao', value }, '1'),
  );

describe('a registered day part offline', () => {
  it('holds the day back in the action area until it is done, by its label', () => {
    const action = dayAction(day, true);
    expect(action).toMatchObject({ kind: 'not-ready', parts: [{ label: 'Respiração guiada', done: false }] });
    expect(dayAction(withPart(day, 'respiracao', true), true).kind).toBe('complete-day');
  });

  it('lays a pending value over the day, with its weight in the total', () => {
    const shown = overlayDay(day, [breathing(3, true)]);
    expect(shown.parts).toEqual([
      { id: 'respiracao', label: 'Respiração guiada', value: true, done: true, required: true },
    ]);
    expect(shown.totals.total).toBe(100);
    // Without it, the same recomputation gives the server's 90.
    expect(overlayDay(day, [breathing(3, false)]).totals.total).toBe(90);
  });

  it('ignores a pending value of another day, an unknown part or a value out of the vocabulary', () => {
    expect(overlayDay(day, [breathing(4, true)])).toBe(day);
    expect(overlayDay(day, [breathing(3, { sim: true })]).parts).toEqual(day.parts);
    expect(withPart(day, 'alongamento', true)).toBe(day);
  });
});
