# syntax=docker/dockerfile:1
# AED Atlas: one image serves the web app, the REST API and the identity provider.
#   docker build -t aedatlas .
#   docker run -p 8080:8080 -v aedatlas-data:/data aedatlas        (embedded database in /data)
# compose.yaml runs it as several instances on PostgreSQL; docs/deployment.md explains the settings.

ARG NODE_IMAGE=node:24-bookworm-slim

# Workspace manifests first, so a change in the sources does not invalidate the installed packages.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

# Everything the build needs (Vite, esbuild, TypeScript), then the web app and the server bundle.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's run-time packages only: no web, build or test tooling.
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --workspace @aedatlas/server --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
# apps/server/package.json says "type": "module" for the bundle; the other manifests keep the
# workspace links in node_modules pointing at something.
COPY --from=manifests /app/package.json ./
COPY --from=manifests /app/packages/contracts/package.json packages/contracts/
COPY --from=manifests /app/apps/server/package.json apps/server/
# The bundle finds its migrations and seed data beside it, and the web app at apps/web/dist.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# /data holds the embedded database (single instance) and local uploads (data/storage); the
# image creates it for the unprivileged user, so a fresh volume mounted there is writable.
RUN mkdir -p /data/storage && chown -R node:node /data
USER node
VOLUME /data
EXPOSE 8080
# Process up: /api/health. Readiness (database reachable) is /api/ready, for orchestrators that ask.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: requests in flight finish, then the process exits (within 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
