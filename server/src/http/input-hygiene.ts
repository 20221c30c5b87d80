import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log.ts';
import { inputRefusals } from '../metrics.ts';
import { ApiError } from './errors.ts';

/**
 * Input hygiene, in one place for every API request (docs/decisions/0012-input-hygiene.md): text that no database
 * column can hold (NUL, lone UTF-16 surrogates) and JSON nested deeper than any request of ours are refused before
 * a route sees them, and so is a path segment or query that does not decode to clean text. Refused, not cleaned:
 * nothing of the request is stored, and the client hears why.
 */

/** Deeper than any request body of this API (the deepest, a chat with its history, is 5 levels). */
export const MAX_JSON_DEPTH = 32;

export const hygieneMessages = {
  invalidText: 'O texto enviado contém caracteres inválidos.',
  tooDeep: `O JSON enviado tem níveis de aninhamento demais (no máximo ${MAX_JSON_DEPTH}).`,
  invalidPath: 'O endereço pedido contém caracteres inválidos.',
} as const;

type RefusalReason = 'body_text' | 'body_depth' | 'path' | 'query' | 'header';

// String.prototype.isWellFormed is ES2024: in Node 20 and later, not yet in the project's lib (ES2023).
const isWellFormed = (text: string): boolean =>
  (text as unknown as { isWellFormed(): boolean }).isWellFormed();

/** NUL, which PostgreSQL text and jsonb refuse, or a UTF-16 surrogate without its pair, which jsonb refuses. */
export function isInvalidText(text: string): boolean {
  return text.includes('\u0000') || !isWellFormed(text);
}

/** Any C0 control character or DEL: never part of an id, a key or a query value. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Whether JSON text opens more than `max` arrays or objects inside each other. A scan of the brackets outside
 * strings, with a counter: no parsing and no recursion, so 20,000 levels cost a loop, not the stack.
 */
export function jsonDepthExceeds(text: string, max: number = MAX_JSON_DEPTH): boolean {
  if (!moreOpeningsThan(text, max)) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash escapes the next character, a quote included
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** Whether the text holds more than `max` opening brackets at all (native searches: the usual body has a few). */
function moreOpeningsThan(text: string, max: number): boolean {
  let count = 0;
  for (const bracket of ['{', '[']) {
    for (let index = text.indexOf(bracket); index !== -1; index = text.indexOf(bracket, index + 1)) {
      count++;
      if (count > max) return true;
    }
  }
  return false;
}

/** Whether any string or key anywhere in a parsed JSON value is invalid text. Walks with a stack, not recursion. */
export function containsInvalidText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isInvalidText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item as unknown[]) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (isInvalidText(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

/**
 * Why a JSON body is refused, or null. Text that does not parse is left to the route (its validator or the
 * webhook answers that the JSON is invalid, as before). Escaped NUL and surrogates can only come as \u escapes:
 * raw ones are not valid JSON, and text decoded from UTF-8 holds no lone surrogate.
 */
export function jsonBodyRefusal(text: string): 'body_depth' | 'body_text' | null {
  if (jsonDepthExceeds(text)) return 'body_depth';
  if (!text.includes('\\u')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return containsInvalidText(parsed) ? 'body_text' : null;
}

/** A percent-encoded URL part decoded strictly; null when it is not valid UTF-8 or holds a control character. */
function decodedOrNull(part: string, plusIsSpace: boolean): string | null {
  let decoded = plusIsSpace ? part.replaceAll('+', ' ') : part;
  if (decoded.includes('%')) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return null;
    }
  }
  return CONTROL.test(decoded) || !isWellFormed(decoded) ? null : decoded;
}

/** The raw path and query of a request URL (before Hono's lenient decoding). */
function rawPathAndQuery(url: string): { path: string; query: string } {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const question = url.indexOf('?', start);
  return question === -1 || question > end
    ? { path: url.slice(start, end), query: '' }
    : { path: url.slice(start, question), query: url.slice(question + 1, end) };
}

export function pathRefused(path: string): boolean {
  return path.includes('%') && decodedOrNull(path, false) === null;
}

export function queryRefused(query: string): boolean {
  // Without an escape there is nothing to decode: the URL parser already encoded every control character.
  if (!query.includes('%')) return false;
  return query.split('&').some((pair) => decodedOrNull(pair, true) === null);
}

/** Headers whose values become ids, keys or lookups. Node and fetch already refuse NUL, CR and LF in any header. */
const ID_HEADERS = [
  'authorization',
  'idempotency-key',
  'x-forwarded-for',
  'x-kirvano-token',
  'security-token',
];

/** The middleware, on /api/*, after the body is read and known to be JSON. */
export function inputHygiene(logger: Logger): MiddlewareHandler {
  const refuse = (reason: RefusalReason, requestId: unknown, path: string): never => {
    inputRefusals.inc({ reason });
    logger.warn({ requestId, path: path.slice(0, 200), reason }, 'entrada recusada (higiene)');
    if (reason === 'path') throw new ApiError(404, hygieneMessages.invalidPath);
    throw new ApiError(400, reason === 'body_depth' ? hygieneMessages.tooDeep : hygieneMessages.invalidText);
  };
  return async (c, next) => {
    const { path, query } = rawPathAndQuery(c.req.url);
    if (pathRefused(path)) refuse('path', c.get('requestId'), path);
    if (queryRefused(query)) refuse('query', c.get('requestId'), path);
    for (const name of ID_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined && CONTROL.test(value)) refuse('header', c.get('requestId'), path);
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.header('content-type') !== undefined) {
      const text = await c.req.text();
      const reason = text === '' ? null : jsonBodyRefusal(text);
      if (reason) refuse(reason, c.get('requestId'), path);
    }
    await next();
  };
}
