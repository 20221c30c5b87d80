// No import: the app's tiny entry (main.tsx) uses it before React has loaded.

/** Waits between the tries of a download that failed: a 4G drop usually lasts seconds. */
export const DOWNLOAD_RETRY_DELAYS_MS = [1_000, 3_000] as const;

/** A download (a code chunk): tried once, then again after each delay; the last failure is thrown. */
export async function withRetries<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = DOWNLOAD_RETRY_DELAYS_MS,
): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}
