import { PROGRESS_UPDATED_EVENT } from '../../shared/progress-events.ts';

/** Progress an older, offline-only version of the app kept in the browser (spec §3 local storage keys). */
const LEGACY_PROGRESS_KEYS = [
  'detox_progress',
  'detox_current_day',
  'detox_user_data',
  'detox_day_progress',
  'detox_tasks',
] as const;
const LEGACY_QUESTIONNAIRE_PREFIX = 'detox-questionnaire-data-';

/**
 * spec §4: after login or registration, old local progress is cleared (the server's copy is the truth from now
 * on) and a 'progress updated' event tells open screens to reload.
 */
export function migrateLegacyProgress(storage: Pick<Storage, 'removeItem' | 'key' | 'length'> | null): void {
  try {
    if (storage) {
      for (const key of LEGACY_PROGRESS_KEYS) storage.removeItem(key);
      const questionnaireKeys: string[] = [];
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index);
        if (key?.startsWith(LEGACY_QUESTIONNAIRE_PREFIX)) questionnaireKeys.push(key);
      }
      for (const key of questionnaireKeys) storage.removeItem(key);
    }
  } catch {
    // Storage may be unavailable (privacy mode): nothing to clear then.
  }
  window.dispatchEvent(new CustomEvent(PROGRESS_UPDATED_EVENT, { detail: { dayNumber: null } }));
}
