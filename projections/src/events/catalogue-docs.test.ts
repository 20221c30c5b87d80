import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentVersion, renderEventCatalogue } from './catalogue-docs.ts';
import { eventCatalogue } from './catalogue.ts';

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

  it('says, for every type, its label, version, when and by what it is written', () => {
    const text = renderEventCatalogue();
    for (const type of Object.values(eventCatalogue).flatMap((events) => Object.keys(events))) {
      const section = text.split(`### ${type}\n`)[1]?.split('\n### ')[0] ?? '';
      expect(section, type).toMatch(/- \*\*Rótulo:\*\* \S/);
      expect(section, type).toMatch(/- \*\*Versão:\*\* 1\n/);
      expect(section, type).toMatch(/- \*\*Quando:\*\* \S/);
      expect(section, type).toMatch(/- \*\*Por:\*\* \S/);
    }
  });

  it('counts versions and lists upcasters from the registry', () => {
    const registry = [
      { type: 'DayCompleted', fromVersion: 1, upcast: (data: unknown) => data },
      { type: 'DayCompleted', fromVersion: 2, upcast: (data: unknown) => data },
    ];
    expect(currentVersion('DayCompleted', registry)).toBe(3);
    expect(currentVersion('SignedIn', registry)).toBe(1);
    const section = renderEventCatalogue(registry).split('### DayCompleted\n')[1]?.split('\n### ')[0] ?? '';
    expect(section).toContain('- **Versão:** 3');
    expect(section).toContain('- **Upcasters:** v1 → v2, v2 → v3');
  });
});
