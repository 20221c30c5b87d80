import { describe, expect, it } from 'vitest';
import { axisSizes, dayLabelRoom, shownDayLabels } from './axis-labels.ts';

const days = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));
const written = (shown: Set<number>) => [...shown].sort((a, b) => a - b).map((index) => index + 1);

describe('the day axis', () => {
  it('writes every day when they fit', () => {
    // A week of bars on a phone at the usual size: 35 px a bar, 12 px labels.
    expect(written(shownDayLabels(days(7), 35, 12))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('thins 21 days at the usual size to every other day', () => {
    // 21 bars in 264 px: 12.6 px each; "21" needs (2 × 0.62 + 0.6) × 12 = 22 px.
    expect(written(shownDayLabels(days(21), 264 / 21, 12))).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21]);
  });

  it('with text at 200% on a 360 px phone writes every fifth day', () => {
    // 21 bars in 212 px (the y axis takes 48 px, 20 px kept on the right): 10.1 px each; 24 px labels need 44 px.
    const shown = written(shownDayLabels(days(21), 212 / 21, 24));
    expect(shown).toEqual([1, 6, 11, 16, 21]);
  });

  it('never writes two labels closer than the widest needs', () => {
    for (const count of [7, 8, 9, 14, 15, 21]) {
      for (const step of [4, 9, 10.1, 12.6, 20, 35]) {
        for (const labelPx of [12, 18, 24]) {
          const labels = days(count);
          const shown = written(shownDayLabels(labels, step, labelPx));
          expect(shown[0]).toBe(1);
          const widest = dayLabelRoom(String(count), labelPx);
          for (let index = 1; index < shown.length; index++) {
            const gap = ((shown[index] ?? 0) - (shown[index - 1] ?? 0)) * step;
            expect(
              gap,
              `${String(count)} days, ${String(step)} px, ${String(labelPx)} px`,
            ).toBeGreaterThanOrEqual(widest);
          }
        }
      }
    }
  });

  it('grows the chart and the room for labels with the text, not below the usual sizes', () => {
    expect(axisSizes(16)).toEqual({
      height: 180,
      xOffset: 30,
      yOffset: 24,
      yTickSpace: 22,
      labelRoom: 12,
      labelPx: 12,
    });
    const large = axisSizes(32);
    expect(large.height).toBe(288);
    // The day labels' box (offset less 10 px) holds a 24 px line.
    expect(large.xOffset - 10).toBeGreaterThanOrEqual(24);
    // Five values (1 to 5) fit the plot's height with a label's space between ticks.
    const plot = large.height - large.labelRoom - large.xOffset;
    expect(plot / 4).toBeGreaterThanOrEqual(large.yTickSpace);
  });
});
