# syntax=docker/dockerfile:1
#
# Plaza: one image for every role (APP_ROLE=all | api | worker).
#
#   docker build -t plaza .
#   docker run --rm -p 3000:3000 -v plaza-data:/data plaza        # embedded PostgreSQL, inline queues
#   docker compose up --build                                       # PostgreSQL, Redis, 2 API replicas, worker
#
# Stages: manifests -> deps (all dependencies) -> build (tsc + vite)
#         manifests -> prod-deps (backend runtime dependencies only)
#         runtime = prod-deps + backend/dist + frontend/dist, running as the unprivileged `node` user.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false \
    SCARF_ANALYTICS=false

# Only the manifests, so the dependency layers stay cached until a package.json or the lockfile
# changes. `npm ci` checks the lockfile against every workspace, hence all three package.json files.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY sdk/package.json sdk/
COPY frontend/package.json frontend/

# Everything the build needs (TypeScript, Vite, ...).
FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci

FROM deps AS build
COPY . .
RUN npm run build

# What the backend needs at run time: its production dependencies, nothing of the frontend or the
# SDK (the frontend ships as static files in frontend/dist), no dev tools.
FROM manifests AS prod-deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace backend
# The app runs as `node`, not the files' owner: every binary it spawns must be executable by others
# (@ffprobe-installer ships ffprobe as 0744). scripts/dockerfile.test.mjs checks this list.
RUN chmod a+rx node_modules/@ffmpeg-installer/*/ffmpeg node_modules/@ffprobe-installer/*/ffprobe

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    UPLOADS_DIR=/data/uploads
# node_modules and code stay owned by root (read-only for the app); only /data is writable.
COPY --from=prod-deps /app /app
COPY --from=build /app/backend/dist /app/backend/dist
COPY --from=build /app/frontend/dist /app/frontend/dist
# Created here so a named volume mounted on /data or /data/uploads starts owned by `node`.
RUN mkdir -p /data/uploads /data/mail \
    && chown -R node:node /data
USER node
EXPOSE 3000
# Full check (database, Redis when configured). Plain node: no curl or wget in the slim image.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
