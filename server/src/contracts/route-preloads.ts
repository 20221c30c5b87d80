/**
 * The contract between the client build and the server for the app screens' first load (issue 23 item 7): the
 * build writes, for each path of the React app, the script chunks its first screen runs (entry and route chunks,
 * in load order); the server sends them as `Link: rel=modulepreload` with that path's HTML, so a phone fetches
 * them all at once instead of one import after the other. Types and constants only.
 */

/** `client/dist/route-preloads.json`: a `RoutePreloads`. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreloads {
  /** The shell's classic scripts (`<script src>` of index.html), first: they run before the modules. */
  scripts: string[];
  /** Path (no query) -> absolute URLs of script chunks; `*` is every other path the app's shell answers. */
  modules: Record<string, string[]>;
}

/** The `Link` header value: the classic scripts, then the module chunks, in that order (HTTP/1.1 queues them). */
export const preloadLinks = (scripts: readonly string[], modules: readonly string[]) =>
  [
    ...scripts.map((file) => `<${file}>; rel=preload; as=script`),
    ...modules.map((file) => `<${file}>; rel=modulepreload`),
  ].join(', ');

/**
 * App screens whose first view the build writes into their HTML (issue 23 item 7): `dist/app-shells/<file>`, the
 * SPA's index.html with the screen's markup and styles in #root, served for that path instead of the bare shell.
 * The sign-in screen shows its form as soon as the HTML arrives; the app takes over when its code has run.
 */
export const APP_SHELLS_DIR = 'app-shells';
export const appShellFiles: Readonly<Record<string, string>> = { '/login': 'login.html' };
/** The attribute on the prerendered screen's wrapper, which the app replaces with the live screen. */
export const APP_SHELL_ATTRIBUTE = 'data-app-shell';
