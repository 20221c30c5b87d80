import type { BuildOptions } from 'esbuild';

/** See build-options.mjs. */
export declare const serverBundleOptions: BuildOptions;
