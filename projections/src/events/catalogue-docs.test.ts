import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderEventCatalogue } from './catalogue-docs.ts';

describe('docs/events.md', () => {
  it('matches the event catalogue (run `npm run docs:events` after changing an event schema)', () => {
    const onDisk = readFileSync(new URL('../../../docs/events.md', import.meta.url), 'utf8');
    expect(onDisk).toBe(renderEventCatalogue());
  });

  it('lists every event type', () => {
    const text = renderEventCatalogue();
    for (const type of [
      'PurchaseApproved',
      'UserRegistered',
      'TaskCompletionSet',
      'DayCompleted',
      'JourneyRestarted',
    ]) {
      expect(text).toContain(`### ${type}`);
    }
  });
});
