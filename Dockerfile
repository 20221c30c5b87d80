# Three stages (docs/decisions/0017-instances-behind-a-balancer.md):
#   build    every dependency, dev ones included, to build the client (client/dist) and the server (server/dist:
#            bundled once with esbuild, decision 0028);
#   deps     the server's runtime dependencies only (npm ci --omit=dev for the four server workspaces: no Vite,
#            Vitest, TypeScript, ESLint, React…);
#   runtime  those node_modules, server/dist and client/dist, run by the unprivileged `node` user with plain
#            `node server/dist/main.js`: no loader, nothing transpiled at start. The sources stay beside them for
#            the operator's CLIs (`npm run projections`, `npm run seed`), which run through tsx (a dependency).
# Tried without Docker (no engine on the development machine): the deps stage's command, run with npm 10 (the
# image's) on copies of the package files, installs 95 packages (126 MB) and the server starts from it as a
# non-root user and answers /api/ready and / (docs/runbook.md, "Container image").

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY fixtures/package.json fixtures/
COPY projections/package.json projections/
COPY providers/package.json providers/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The 21 daily meditations in the local voice, made once here by the built server's own warm-up, so that a server
# started from this image copies them (PREMADE_AUDIO_DIR) and runs no warm-up beside its first subscribers
# (decision 0028, session 22). Minutes of synthesis at build time; about 50 MB in the image.
RUN GLIBC_TUNABLES=glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=131072 \
    node server/premake-audio.mjs /app/premade-audio

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY fixtures/package.json fixtures/
COPY projections/package.json projections/
COPY providers/package.json providers/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --omit=dev --no-audit --no-fund --include-workspace-root=false \
      -w server -w fixtures -w projections -w providers \
 && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
# glibc hands buffers of 64 KB and more straight back to the system when freed, and trims its heaps above 128 KB
# free: the meditations' sample buffers otherwise stay resident in a malloc arena while the work process lives
# (decision 0028, session 17: 50–80 MB less during the daily meditations' warm-up).
ENV GLIBC_TUNABLES=glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=131072
WORKDIR /app
COPY --from=deps /app ./
COPY fixtures/src fixtures/src
COPY projections/src projections/src
COPY providers/src providers/src
COPY server/src server/src
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/premade-audio premade-audio
ENV PREMADE_AUDIO_DIR=/app/premade-audio
# /data holds only the daily-audio cache on PostgreSQL (and PGlite's files on the embedded backend).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=4", "--v8-pool-size=1", "server/dist/main.js"]
