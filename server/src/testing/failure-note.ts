/** What a failed test's result holds that CI's summary shows: its errors' first lines. */
interface FailedTask {
  result?: { errors?: { message: string; stack?: string }[] };
}

/**
 * Puts `note` right after the first line of each of a failed test's errors, where CI's summary (the first lines of
 * the failure message, scripts/test.mjs) shows it; the console output of a test is not in that summary.
 */
export function addToFailure(task: FailedTask, note: string): void {
  for (const error of task.result?.errors ?? []) {
    const [first = '', ...rest] = (error.stack ?? error.message).split('\n');
    error.stack = [first, note, ...rest].join('\n');
  }
}
