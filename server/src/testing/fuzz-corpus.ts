/**
 * The hostile-input corpus of the API fuzz suite (server/src/http/fuzz.int.test.ts): a seeded PRNG, valid-ish
 * request samples per route, and the hostile values every route is sent. Pure: nothing here talks to the app.
 */

export type Random = () => number;

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A v4-shaped UUID from the PRNG (idempotency keys, ids): reproducible, unlike crypto.randomUUID(). */
export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const DEPTH = 20_000;
/** JSON nested 20,000 deep, as text (JSON.stringify of such a value could itself overflow the stack). */
export const deepArrayText = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
export const deepObjectText = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

interface Hostile {
  /** The class of input, for the tally and for reproducing a failure. */
  name: string;
}
export interface HostileString extends Hostile {
  value: string;
  /** Sent in every field of every route (text that reaches storage); the other classes go into some fields. */
  everyField?: boolean;
}
/** A value given as raw JSON text, for what JSON.stringify cannot write (1e400, 20,000 levels). */
export interface HostileJson extends Hostile {
  json: string;
}

/** What replaces each string field (and each other field too: a string where a number goes is hostile as well). */
export const hostileStrings: readonly HostileString[] = [
  { name: 'NUL inside', value: 'antes\u0000depois', everyField: true },
  { name: 'NUL alone', value: '\u0000', everyField: true },
  { name: 'lone high surrogate', value: 'texto \ud800', everyField: true },
  { name: 'lone low surrogate', value: '\udc00 texto', everyField: true },
  { name: 'reversed surrogates', value: '\udc00\ud800', everyField: true },
  { name: '100k characters', value: 'a'.repeat(100_000) },
  { name: 'RTL and emoji', value: '\u202eolá mundo 🙂👩🏽‍💻\u200f' },
  { name: 'percent NUL', value: '%00' },
  { name: 'SQL-ish', value: "'); DROP TABLE es_events; --" },
  { name: 'number as string', value: '42' },
  { name: 'huge number as string', value: '1e309' },
  { name: 'negative as string', value: '-1' },
  { name: 'NaN-like', value: 'NaN' },
  { name: 'empty', value: '' },
  { name: 'blank', value: ' \t\n ' },
  { name: 'control characters', value: '\u0001\u0008\u001b\u007f' },
  { name: 'BOM and zero-width', value: '\ufeff\u200b\u2060' },
  // Nothing a voice can say (issue 34: emoji-only text answered 502 on the audio routes).
  { name: 'emoji only', value: '🙏' },
  { name: 'emoji family (ZWJ) and skin tone', value: '👩‍👩‍👧‍👦🙏🏽' },
  { name: 'flags', value: '🇧🇷' },
  { name: 'punctuation only', value: '...!?—' },
  { name: 'RTL marks only', value: '\u202e\u200f\u202c' },
  { name: 'combining marks only', value: '\u0301\u0301\u0301' },
  { name: 'zalgo', value: 'o\u0301\u0302\u0303\u0304la' },
];

/** Non-string replacements, as JSON text. `false` is left out: a consent turned off would fence later routes. */
export const hostileJson: readonly HostileJson[] = [
  { name: 'huge number', json: '1e308' },
  { name: 'overflowing number', json: '1e400' },
  { name: 'big integer', json: '18446744073709551616' },
  { name: 'negative', json: '-1' },
  { name: 'negative zero', json: '-0' },
  { name: 'fraction', json: '0.5' },
  { name: 'null', json: 'null' },
  { name: 'true', json: 'true' },
  { name: 'empty array', json: '[]' },
  { name: 'array of strings', json: '["a","b"]' },
  { name: 'empty object', json: '{}' },
  { name: 'object with NUL key', json: '{"\\u0000":"x"}' },
  { name: 'nested 20,000 deep (arrays)', json: deepArrayText },
  { name: 'nested 20,000 deep (objects)', json: deepObjectText },
];

/** For fields that hold a date (Kirvano's created_at, next_charge_date; the test page's expires_at; timestamps). */
export const hostileDates: readonly HostileString[] = [
  { name: 'date 9999-12-31', value: '9999-12-31 23:59:59' },
  { name: 'date 9999-12-31 ISO', value: '9999-12-31T23:59:59Z' },
  { name: 'date year 0', value: '0000-01-01 00:00:00' },
  { name: 'date 1899', value: '1899-12-31 23:59:59' },
  { name: 'date 1970', value: '1970-01-01 00:00:00' },
  { name: 'date 2101', value: '2101-01-01 00:00:00' },
  { name: 'date beyond JS', value: '+275760-09-14T00:00:00Z' },
  { name: 'date negative year', value: '-000001-01-01T00:00:00Z' },
  { name: 'date 30 February', value: '2026-02-30 10:00:00' },
  { name: 'date month 13', value: '2026-13-01 10:00:00' },
  { name: 'date hour 24', value: '2026-01-01 24:00:00' },
  { name: 'date bad offset', value: '2026-01-01T00:00:00+99:99' },
  { name: 'date words', value: 'amanhã' },
];

/** Whole bodies that are not the route's JSON at all. */
export const hostileBodies: readonly { name: string; body: string | Uint8Array; contentType?: string }[] = [
  { name: 'empty body', body: '' },
  { name: 'invalid JSON (open brace)', body: '{' },
  { name: 'invalid JSON (trailing comma)', body: '{"a":1,}' },
  { name: 'invalid JSON (NaN)', body: '{"a":NaN}' },
  { name: 'invalid JSON (raw NUL)', body: '{"a":"\u0000"}' },
  { name: 'top-level string', body: '"texto"' },
  { name: 'top-level number', body: '1' },
  { name: 'top-level null', body: 'null' },
  { name: 'top-level array', body: '[]' },
  { name: 'NUL key', body: '{"\\u0000":1}' },
  { name: 'lone surrogate key', body: '{"\\ud800":1}' },
  { name: 'prototype keys', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}' },
  { name: 'body nested 20,000 deep (arrays)', body: deepArrayText },
  { name: 'body nested 20,000 deep (objects)', body: deepObjectText },
  {
    name: 'invalid UTF-8 bytes',
    body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d]),
  },
  { name: 'body over the limit', body: `{"a":"${'x'.repeat(300 * 1024)}"}` },
  { name: 'text/plain', body: '{"a":1}', contentType: 'text/plain' },
  { name: 'form', body: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
  {
    name: 'multipart',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { name: 'JSON in UTF-16 charset', body: '{}', contentType: 'application/json; charset=utf-16' },
  { name: 'vendor JSON type', body: '{}', contentType: 'application/vnd.api+json' },
];

/** Path segments as they appear in the URL (already percent-encoded, or deliberately badly encoded). */
export const hostilePathIds: readonly HostileString[] = [
  { name: 'path %00', value: '%00' },
  { name: 'path NUL inside', value: 'abc%00def' },
  { name: 'path dot-dot slash', value: '..%2F..%2Fetc%2Fpasswd' },
  { name: 'path encoded dots', value: '%2E%2E' },
  { name: 'path 5,000 chars', value: 'x'.repeat(5000) },
  { name: 'path emoji', value: encodeURIComponent('🙂👩🏽‍💻') },
  { name: 'path raw emoji', value: '🙂' },
  { name: 'path truncated UTF-8', value: '%E0%A4%A' },
  { name: 'path lone percent', value: '%' },
  { name: 'path bad hex', value: '%ZZ' },
  { name: 'path overlong slash', value: '%C0%AF' },
  { name: 'path encoded surrogate', value: '%ED%A0%80' },
  { name: 'path 0xFF', value: '%FF' },
  { name: 'path newline', value: 'a%0Ab' },
  { name: 'path control', value: '%1F' },
  { name: 'path negative', value: '-1' },
  { name: 'path zero', value: '0' },
  { name: 'path huge number', value: '1e309' },
  { name: 'path 20 digits', value: '99999999999999999999' },
  { name: 'path NaN', value: 'NaN' },
  { name: 'path SQL-ish', value: "1'%20OR%20'1'%3D'1" },
  { name: 'path space', value: '%20' },
];

/** Query values, raw (percent-encoded or deliberately not). */
export const hostileQueryValues: readonly HostileString[] = [
  { name: 'query %00', value: '%00' },
  { name: 'query NUL inside', value: 'a%00b' },
  { name: 'query encoded surrogate', value: '%ED%A0%80' },
  { name: 'query truncated UTF-8', value: '%E0%A4%A' },
  { name: 'query lone percent', value: '%' },
  { name: 'query 5,000 chars', value: 'x'.repeat(5000) },
  { name: 'query emoji', value: encodeURIComponent('🙂') },
  { name: 'query negative', value: '-1' },
  { name: 'query huge number', value: '1e309' },
  { name: 'query NaN', value: 'NaN' },
  { name: 'query empty', value: '' },
  { name: 'query SQL-ish', value: "'%20OR%201%3D1--" },
  { name: 'query newline', value: '%0A%0D' },
];

/** Headers the app reads as ids or keys. Values the fetch API itself refuses (NUL, CR, LF) cannot be sent. */
export const hostileHeaders: readonly { name: string; header: string; value: string }[] = [
  { name: 'Idempotency-Key %00', header: 'Idempotency-Key', value: '%00' },
  { name: 'Idempotency-Key 5,000 chars', header: 'Idempotency-Key', value: 'k'.repeat(5000) },
  { name: 'Idempotency-Key control', header: 'Idempotency-Key', value: 'a\u0001b' },
  { name: 'Idempotency-Key latin-1', header: 'Idempotency-Key', value: 'chave-ÿ' },
  { name: 'Authorization 5,000 chars', header: 'Authorization', value: `Bearer ${'t'.repeat(5000)}` },
  { name: 'Authorization control', header: 'Authorization', value: 'Bearer a\u0001b' },
  { name: 'X-Forwarded-For garbage', header: 'X-Forwarded-For', value: '%00, ::ffff:999.1.1.1, ' },
  { name: 'X-Request-Id garbage', header: 'X-Request-Id', value: '%00'.repeat(100) },
];

/** A leaf or branch of a sample body: where it is and what it holds. */
export interface FieldPath {
  path: (string | number)[];
  value: unknown;
}

/** Every field of a JSON value, depth first (objects and arrays too, not only their leaves). */
export function fieldsOf(value: unknown): FieldPath[] {
  const fields: FieldPath[] = [];
  const stack: FieldPath[] = [{ path: [], value }];
  while (stack.length > 0) {
    const field = stack.pop();
    if (!field) break;
    if (field.path.length > 0) fields.push(field);
    if (Array.isArray(field.value)) {
      field.value.forEach((item, index) =>
        stack.push({ path: [...field.path, index], value: item as unknown }),
      );
    } else if (typeof field.value === 'object' && field.value !== null) {
      for (const [key, item] of Object.entries(field.value)) {
        stack.push({ path: [...field.path, key], value: item as unknown });
      }
    }
  }
  return fields.reverse();
}

const MARKER = '__fuzz_marker_5b1c__';

/** The sample as JSON text with the field at `path` replaced by `json` (raw JSON text). */
export function replaceField(sample: unknown, path: readonly (string | number)[], json: string): string {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last === undefined) return json;
  parent[last] = MARKER;
  return JSON.stringify(copy).replace(JSON.stringify(MARKER), () => json);
}

/** The sample with an extra key (hostile keys) in the object at `path` (the root when empty). */
export function addKey(sample: unknown, path: readonly (string | number)[], key: string): string {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let target: Record<string | number, unknown> = copy;
  for (const part of path) target = target[part] as Record<string | number, unknown>;
  target[key] = 'x';
  return JSON.stringify(copy);
}

export const looksLikeDate = (key: string | number | undefined): boolean =>
  typeof key === 'string' && /(_at|_date|At|Date|timestamp)$/.test(key);
