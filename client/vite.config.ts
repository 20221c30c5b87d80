import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lightColors } from './src/app/theme.ts';
import { staticPageEntries } from './src/prerender/static-pages.ts';

// Stable vendor chunks: on patchy 4G a returning visitor only downloads the app code that changed.
// `state` (Redux, RTK Query, redux-persist) is never requested by the public pages (/, /lp*, 404).
// Syntax helpers (@oxc-project/runtime) sit with the framework: grouped with `state` they would drag
// that whole chunk into the entry.
const vendorGroups = [
  {
    name: 'framework',
    priority: 20,
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]|@oxc-project[+\\/]runtime/,
  },
  {
    name: 'emotion',
    priority: 20,
    test: /node_modules[\\/](@emotion|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/,
  },
  {
    name: 'state',
    priority: 20,
    test: /node_modules[\\/](@reduxjs|redux|react-redux|redux-persist|immer|reselect|redux-thunk|use-sync-external-store|@standard-schema)[\\/]/,
  },
];

// The app's own small shared modules, in two chunks instead of the bundler's dozens of 1–3 KB ones: on a phone's
// HTTP/1.1 (six requests at a time, 150 ms each way on slow 4G) every chunk of a screen costs a round trip, and /app
// needed 40. `app-ui`: the UI atoms (no store), which the public screens share; `app-data`: the API layer, session,
// outbox and the progress reads, for the signed-in screens. The app's entry keeps its own few modules (it sends the
// first reads before anything else has loaded).
const ENTRY_MODULES =
  /[\\/]shared[\\/](api[\\/](first-reads|api-url)|session[\\/])|[\\/]entities[\\/]progress[\\/](read-paths|day-param)\.ts$/;
const appGroups = [
  {
    name: 'app-ui',
    priority: 10,
    // Not device.ts, which the sales pages' small scripts import: they must never load this chunk and, through it,
    // React and Emotion (sales.e2e checks which scripts / loads). Not store-hooks.ts (the store is app-data's). Not
    // with-retries.ts, which the entry uses before the framework has arrived (auth.e2e holds the framework back).
    test: (id: string) =>
      /[\\/]client[\\/]src[\\/]shared[\\/][^\\/]+\.tsx?$/.test(id) &&
      !/[\\/](device|store-hooks|with-retries)\.ts$/.test(id),
  },
  {
    name: 'app-data',
    priority: 10,
    test: (id: string) =>
      /[\\/]client[\\/]src[\\/](shared[\\/](api|offline|toast)[\\/]|shared[\\/]store-hooks\.ts|entities[\\/](auth|access|outbox)[\\/]|entities[\\/]progress[\\/](progress-api|progress-overlay|progress-requests|write-bursts|strings|streak|day-rules|action-key|write-failure)\.tsx?)|[\\/]fixtures[\\/]src[\\/]journey-rules\.ts$/.test(
        id,
      ) && !ENTRY_MODULES.test(id),
  },
];

// The service worker (src/sw/sw.ts, served as /sw.js) and the web manifest. Registered by
// src/features/pwa/sw-registration.ts (production builds only), which also drives the update prompt.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Detox Digital 21 Dias',
    short_name: 'Detox 21',
    description: 'Programa guiado de 21 dias para usar menos o celular, dormir melhor e recuperar o foco.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    theme_color: lightColors.primary,
    background_color: lightColors.background,
    categories: ['health', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The SPA shell, every script and style (the programme fixtures are in the JS chunks), icons and the
    // small images of the sales pages. Not: the prerendered pages (network-first in the SW, they hold
    // server config) and app screens (app-shells/), Vite's manifest, the .br/.gz twins, videos and big animations.
    globPatterns: ['**/*.{js,css,html,svg,png,webp,vtt,woff2}'],
    globIgnores: [
      'pages/**',
      // The prerendered /login is for a first visit, over the network: once the service worker is in, the app's
      // code is on the phone and /login is the precached SPA shell like every other screen.
      'app-shells/**',
      '.vite/**',
      '**/*.{br,gz}',
      'media/app-demo.webp',
      'icons/{icon-512,maskable-512,apple-touch-icon-180}.png',
    ],
    maximumFileSizeToCacheInBytes: 512 * 1024,
  },
});

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), pwa],
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
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [...vendorGroups, ...appGroups] },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
