// What every bundle of the server shares (build.mjs; work-process-memory.bench.ts bundles the work pool the same
// way): Node 20 ESM, and our workspaces (@detox/*, TypeScript sources) bundled in while every other package stays an
// import of node_modules, loaded as published.

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
