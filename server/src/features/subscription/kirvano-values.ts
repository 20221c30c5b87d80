/** Kirvano's value formats: Brazilian money strings and local times without a zone. Pure. */

const KIRVANO_TIME_ZONE = 'America/Sao_Paulo';

/** Made with the first Kirvano time read, not at start (ICU's zone data: decision 0028 "Session 39"). */
let zoneFormat: Intl.DateTimeFormat | undefined;
const zoneParts = () =>
  (zoneFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: KIRVANO_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

/** Minutes the zone is ahead of UTC at an instant (São Paulo: -180 since 2019, -120 in older summers). */
function zoneOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(
    zoneParts()
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const WITH_ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/**
 * A Kirvano time ("2026-03-18 14:42:54", read as São Paulo local time) as an ISO instant; times that carry a zone
 * are taken as they are. Null when it is not a real date.
 */
export function kirvanoTimeToIso(text: string): string | null {
  const trimmed = text.trim();
  const match = LOCAL_TIME.exec(trimmed);
  if (!match) {
    if (!WITH_ZONE.test(trimmed)) return null;
    const instant = Date.parse(trimmed);
    return Number.isNaN(instant) ? null : new Date(instant).toISOString();
  }
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part: string | undefined) => Number(part ?? 0));
  const wallClock = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  const check = new Date(wallClock);
  // Date.UTC rolls 2026-02-30 over to March: refuse it instead.
  if (check.getUTCMonth() !== (month ?? 1) - 1 || check.getUTCDate() !== day || (hour ?? 0) > 23) return null;
  // The offset at the wall-clock time read as UTC is right except within hours of a historic DST change;
  // a second pass settles those.
  const first = wallClock - zoneOffsetMinutes(wallClock) * 60_000;
  const instant = wallClock - zoneOffsetMinutes(first) * 60_000;
  return new Date(instant).toISOString();
}

const BRL_GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;
const BRL_PLAIN = /^\d+(?:,\d{1,2})?$/;
const DOT_DECIMAL = /^\d+\.\d{2}$/;

/** "R$ 1.169,80" → 116980. A plain number is taken as reais. Null when it is not an amount. */
export function brlToCents(value: string | number): number | null {
  const cents = centsOf(value);
  // An amount past 2^53 centavos is no price; the event catalogue (a safe integer) would refuse it anyway.
  return cents !== null && Number.isSafeInteger(cents) ? cents : null;
}

function centsOf(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  const cleaned = value.replace(/^\s*R\$/i, '').replace(/\s/g, '');
  if (DOT_DECIMAL.test(cleaned)) return Math.round(Number(cleaned) * 100);
  if (!BRL_GROUPED.test(cleaned) && !BRL_PLAIN.test(cleaned)) return null;
  const [reais = '0', centavos = ''] = cleaned.replace(/\./g, '').split(',');
  return Number(reais) * 100 + Number(centavos.padEnd(2, '0'));
}

/** Kirvano time format, for payloads we build ourselves (the admin webhook test). */
export function isoToKirvanoTime(iso: string): string {
  const instant = Date.parse(iso);
  const local = new Date(instant + zoneOffsetMinutes(instant) * 60_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}
