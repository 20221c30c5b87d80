// What a push reminder says and where it leads: pure, so the page's type check and unit tests can read it.

export interface ReminderNotification {
  title: string;
  body: string;
  /** Same-origin path, e.g. /daily-challenge?day=4. */
  url: string;
  tag: string;
}

export const FALLBACK: ReminderNotification = {
  title: 'Detox Digital 21 Dias',
  body: 'Seu dia de detox está esperando por você.',
  url: '/app',
  tag: 'lembrete-diario',
};

/** Reads a push message's JSON; anything missing or not same-origin falls back to safe values. */
export function reminderFromPush(text: string | null, origin: string): ReminderNotification {
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (typeof data !== 'object' || data === null) return FALLBACK;
  const field = (name: string) => {
    const value: unknown = (data as Record<string, unknown>)[name];
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  };
  return {
    title: field('title') ?? FALLBACK.title,
    body: field('body') ?? FALLBACK.body,
    url: sameOriginPath(field('url'), origin) ?? FALLBACK.url,
    tag: field('tag') ?? FALLBACK.tag,
  };
}

/** A path on this origin only: a push message never sends the user elsewhere. */
export function sameOriginPath(url: string | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : undefined;
  } catch {
    return undefined;
  }
}
