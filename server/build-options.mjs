// What every bundle of the server shares (build.mjs; work-process-memory.bench.ts bundles the work pool the same
// way): Node 20 ESM, and our workspaces (@detox/*, TypeScript sources) bundled in while every other package stays an
// import of node_modules, loaded as published.

import { Parser, tokTypes } from 'acorn';

/** @type {import('esbuild').BuildOptions} */
export const serverBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [
    {
      name: 'node_modules-stay-external',
      setup(builder) {
        // A bare import is a package's: external, unless it is one of our workspaces.
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@detox/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};

/**
 * `code` with every character above U+00FF written as a `\uXXXX` escape, for V8 to hold the script's source one byte
 * a character: a single character beyond Latin-1 makes it hold the whole source two bytes a character (main.js:
 * 2.6 MB of the idle server's heap instead of 1.3; decision 0028, session 40). esbuild escapes strings and
 * templates itself (its ASCII charset) and leaves comments and regular expressions as written; those are escaped
 * here, where an escape reads as the character it stands for. Any such character left elsewhere (a tagged
 * template's raw text, an identifier) is refused with its place, since escaping it there would change the program.
 * @param {string} code
 * @param {string} file
 */
export function latin1Source(code, file) {
  /** @type {[number, number][]} */
  const spans = [];
  Parser.parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    onComment: (_block, _text, start, end) => spans.push([start, end]),
    onToken: (token) => {
      if (token.type === tokTypes.regexp) spans.push([token.start, token.end]);
    },
  });
  spans.sort((a, b) => a[0] - b[0]);
  const beyond = /[\u0100-\uffff]/g;
  let written = '';
  let from = 0;
  const kept = (start, end) => {
    const text = code.slice(start, end);
    const at = text.search(beyond);
    if (at !== -1) {
      const line = code.slice(0, start + at).split('\n').length;
      throw new Error(`${file}:${line}: "${text[at]}" fora de comentário e de expressão regular`);
    }
    return text;
  };
  for (const [start, end] of spans) {
    written += kept(from, start);
    // A character escaped with a backslash in a regular expression (`\—`, an identity escape) becomes the escape
    // alone: a backslash before `\u2014` would read as a backslash.
    written += code
      .slice(start, end)
      .replace(
        /(\\*)([\u0100-\uffff])/g,
        (_, slashes, unit) =>
          `${slashes.slice(slashes.length % 2)}\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
    from = end;
  }
  return written + kept(from, code.length);
}
