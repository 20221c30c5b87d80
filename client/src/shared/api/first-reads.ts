import { readBearerToken } from '../session/auth-storage.ts';
import { API_TIMEOUT_MS, buildUrl } from './api-url.ts';

/**
 * The first screen's reads, sent by the app's entry before React, the router and the store have downloaded
 * (issue 23 item 7): on a slow phone that code takes a second or more, and the reads used to leave only after it.
 * Each is taken once, by the first API call for the same URL with the same session (base-query.ts); one nobody
 * takes within the hold time is dropped, and the screen reads as usual.
 */

interface FirstRead {
  token: string;
  sentAt: number;
  response: Promise<Response>;
}

/** A first read older than this is not used (the screen mounts within a few seconds of the entry). */
export const FIRST_READ_HOLD_MS = 15_000;

const firstReads = new Map<string, FirstRead>();

/** Sends GET /api{path} for each path now, with the stored session; nothing without one. */
export function sendFirstReads(paths: readonly string[], now: () => number = Date.now): void {
  const token = readBearerToken();
  if (token === null) return;
  for (const path of paths) {
    const url = buildUrl({ url: path });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort();
    }, API_TIMEOUT_MS);
    const response = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    // Settled either way; a failure is seen by the call that takes it, which then sends its own.
    response.then(
      () => {
        clearTimeout(timer);
      },
      () => {
        clearTimeout(timer);
      },
    );
    firstReads.set(url, { token, sentAt: now(), response });
  }
}

/** The first read of `url` with this session, once; null when there is none (or it is too old). */
export function takeFirstRead(
  url: string,
  token: string | null,
  now: () => number = Date.now,
): Promise<Response> | null {
  const read = firstReads.get(url);
  if (read === undefined) return null;
  firstReads.delete(url);
  if (read.token !== token || now() - read.sentAt > FIRST_READ_HOLD_MS) return null;
  return read.response;
}
