import { describe, expect, it } from 'vitest';
import {
  containsInvalidText,
  isInvalidText,
  jsonBodyRefusal,
  jsonDepthExceeds,
  MAX_JSON_DEPTH,
  pathRefused,
  queryRefused,
} from './input-hygiene.ts';

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

describe('isInvalidText', () => {
  it.each([
    ['plain text', 'Olá, tudo bem?', false],
    ['emoji (a surrogate pair)', 'força 🙂👩🏽‍💻', false],
    ['RTL and zero-width', '\u202eolá\u200b', false],
    ['tabs and newlines', 'a\tb\nc', false],
    ['NUL', 'a\u0000b', true],
    ['a lone high surrogate', 'a\ud800', true],
    ['a lone low surrogate', '\udc00a', true],
    ['a pair in the wrong order', '\udc00\ud800', true],
  ])('%s → %s', (_case, text, invalid) => {
    expect(isInvalidText(text)).toBe(invalid);
  });
});

describe('jsonDepthExceeds', () => {
  it('allows the limit and refuses one more level', () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds('{"a":'.repeat(MAX_JSON_DEPTH + 1) + '1' + '}'.repeat(MAX_JSON_DEPTH + 1))).toBe(
      true,
    );
  });

  it('counts nesting, not brackets: siblings do not add up', () => {
    expect(jsonDepthExceeds(`[${Array.from({ length: 1000 }, () => '[[1]]').join(',')}]`)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ text: `"\\${'{'.repeat(1000)}` }))).toBe(false);
  });

  it('scans 20,000 levels (and 1 MB of them) without recursion', () => {
    expect(jsonDepthExceeds(nested(20_000))).toBe(true);
    expect(jsonDepthExceeds(nested(500_000, '{"a":', '}'))).toBe(true);
  });
});

describe('containsInvalidText', () => {
  it('finds NUL and lone surrogates in values and keys, at any depth', () => {
    expect(containsInvalidText({ a: [{ b: 'ok' }], c: 1, d: null })).toBe(false);
    expect(containsInvalidText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsInvalidText({ a: [{ '\ud800': 1 }] })).toBe(true);
    expect(containsInvalidText(['\udc00'])).toBe(true);
  });

  it('walks a value nested 20,000 deep without overflowing the stack', () => {
    let value: unknown = 'x\u0000';
    for (let level = 0; level < 20_000; level++) value = [value];
    expect(containsInvalidText(value)).toBe(true);
  });
});

describe('jsonBodyRefusal', () => {
  it.each([
    ['a normal body', '{"reflection":"Hoje foi bom \\u00e9"}', null],
    ['escaped NUL', '{"reflection":"a\\u0000b"}', 'body_text'],
    ['escaped lone surrogate', '{"message":"\\ud800"}', 'body_text'],
    ['an escaped pair (emoji)', '{"message":"\\ud83d\\ude42"}', null],
    ['NUL in a key', '{"\\u0000":1}', 'body_text'],
    ['20,000 levels', nested(20_000), 'body_depth'],
    ['invalid JSON: left to the route', '{"a":', null],
  ])('%s → %s', (_case, text, refusal) => {
    expect(jsonBodyRefusal(text)).toBe(refusal);
  });
});

describe('pathRefused and queryRefused', () => {
  it.each([
    ['/api/audio/session/abc-123', false],
    ['/api/ai/saved-guidance/%F0%9F%99%82', false],
    ['/api/x/..%2F..%2Fetc', false],
    ['/api/audio/session/%00', true],
    ['/api/support/users/a%0Ab/timeline', true],
    ['/api/x/%E0%A4%A', true],
    ['/api/x/%ZZ', true],
    ['/api/x/%', true],
    ['/api/x/%ED%A0%80', true],
    ['/api/x/%C0%AF', true],
  ])('path %s refused: %s', (path, refused) => {
    expect(pathRefused(path)).toBe(refused);
  });

  it.each([
    ['', false],
    ['dayNumber=1&contentType=coaching', false],
    ['email=ana%40example.com&q=a+b', false],
    ['q=%F0%9F%99%82', false],
    ['q=%00', true],
    ['%00=1', true],
    ['q=a%0D%0Ab', true],
    ['q=%ED%A0%80', true],
    ['q=%E0%A4%A', true],
    ['q=%', true],
  ])('query %s refused: %s', (query, refused) => {
    expect(queryRefused(query)).toBe(refused);
  });
});
