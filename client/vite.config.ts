import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { staticPageEntries } from './src/prerender/static-pages.ts';

// Stable vendor chunks: on patchy 4G a returning visitor only downloads the app code that changed.
// `state` (Redux, RTK Query, redux-persist) is never requested by the public pages (/, /lp*, 404).
// Syntax helpers (@oxc-project/runtime) sit with the framework: grouped with `state` they would drag
// that whole chunk into the entry.
const vendorGroups = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]|@oxc-project[+\\/]runtime/,
  },
  { name: 'emotion', test: /node_modules[\\/](@emotion|stylis|hoist-non-react-statics)[\\/]/ },
  {
    name: 'state',
    test: /node_modules[\\/](@reduxjs|redux|react-redux|redux-persist|immer|reselect|redux-thunk)[\\/]/,
  },
];

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The prerender step (src/prerender/prerender.tsx) reads it to link each sales page's script.
    manifest: true,
    // Many users keep older iPhones (iOS 15/16) that Vite's default target would leave out.
    target: ['es2020', 'chrome87', 'edge88', 'firefox78', 'safari14'],
    rolldownOptions: {
      // The SPA shell plus one small script per prerendered sales page (no React in those).
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        ...Object.fromEntries(
          Object.entries(staticPageEntries).map(([name, entry]) => [
            `${name}-enhance`,
            fileURLToPath(new URL(entry, import.meta.url)),
          ]),
        ),
      },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
