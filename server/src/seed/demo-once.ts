import type { DemoJourney } from '@detox/fixtures';
import { withSchemaLock } from '../ops/schema-lock.ts';
import type { Runtime } from '../runtime.ts';
import { seedDemoJourney } from './demo.ts';

/**
 * The demo subscriber at start-up, once however many instances start together: each would otherwise find no demo
 * account and create its own.
 */
export function seedDemoOnce(
  runtime: Runtime,
  journey: DemoJourney,
): Promise<{ seeded: boolean; userId: string }> {
  const embedded = runtime.readModels === 'embedded';
  return withSchemaLock(runtime.sql, { name: 'demo-seed', embedded }, () =>
    seedDemoJourney(runtime, journey),
  );
}
