import type { BuildOptions } from 'esbuild';

/** See build-options.mjs. */
export declare const serverBundleOptions: BuildOptions;

/** See build-options.mjs. */
export declare function latin1Source(code: string, file: string): string;
