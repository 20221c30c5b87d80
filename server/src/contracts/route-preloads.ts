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
