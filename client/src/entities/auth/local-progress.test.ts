import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage.ts';
import { migrateLegacyProgress } from './local-progress.ts';

afterEach(() => vi.unstubAllGlobals());

describe('migrateLegacyProgress', () => {
  it('clears the old local progress, keeps everything else, and announces the change', () => {
    const events: string[] = [];
    vi.stubGlobal('window', { dispatchEvent: (event: Event) => events.push(event.type) });
    const storage = memoryStorage();
    for (const key of [
      'detox_progress',
      'detox_current_day',
      'detox_tasks',
      'detox-questionnaire-data-u1-3',
      'auth_token',
      'pwa_install_dismissed',
    ]) {
      storage.setItem(key, '1');
    }
    migrateLegacyProgress(storage);
    expect(['auth_token', 'pwa_install_dismissed'].map((key) => storage.getItem(key))).toEqual(['1', '1']);
    expect(
      ['detox_progress', 'detox_current_day', 'detox_tasks', 'detox-questionnaire-data-u1-3'].map((key) =>
        storage.getItem(key),
      ),
    ).toEqual([null, null, null, null]);
    expect(events).toEqual(['detox-progress-updated']);
  });
});
