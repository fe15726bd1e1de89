# syntax=docker/dockerfile:1.7
# Sarraf: one image for every server role (APP_ROLE=api|worker|all), and an nginx image that serves
# the built portal and back office and proxies /api (target `web`). See docs/operations.md.
#
#   docker build -t sarraf .                 # the server (default target)
#   docker build -t sarraf-web --target web .
#   docker compose up -d                     # compose.yaml: PostgreSQL, Redis, 2 API, 1 worker, nginx

# Node 24 LTS, within package.json `engines` (docs/adr/0006-node-version.md; `npm run lint` checks they agree).
ARG NODE_IMAGE=node:24-bookworm-slim

# ── Every dependency, dev tools included, for the build ──────────────────────────────────────────
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Nothing may download a browser (Playwright is a dev dependency of the test suite).
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=true
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
RUN npm ci --no-audit --no-fund

# ── The server bundle and both apps (with their .br/.gz copies) ──────────────────────────────────
FROM deps AS build
COPY . .
RUN npm run build

# ── Runtime dependencies of the server alone (no React, no Vite, no test tools) ──────────────────
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @sarraf/server && npm cache clean --force

# ── nginx in front: the static apps, /api proxied to the API replicas ────────────────────────────
FROM nginx:1.28-alpine AS web
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY deploy/security-headers.conf /etc/nginx/security-headers.conf
COPY --from=build /app/apps/web/dist /usr/share/nginx/html
COPY --from=build /app/apps/admin/dist /usr/share/nginx/html/admin
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1:8080/nginx-health || exit 1
# 8080 the portal (HTTPS at the load balancer), 8081 the plain-HTTP header-enrichment entry.
EXPOSE 8080 8081

# ── The server (default target) ──────────────────────────────────────────────────────────────────
FROM ${NODE_IMAGE} AS runtime
# TRUST_PROXY: alone, no proxy is in front, and no peer may name its own address in
# X-Forwarded-For (loopback only). Behind a proxy, set it to the proxy's address as the container
# sees it (compose.yaml sets its network's container range).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    APP_ROLE=all \
    TRUST_PROXY=loopback
WORKDIR /app
COPY --from=prod-deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
# The committed SQL migrations: every process applies what is missing at start, under a
# PostgreSQL advisory lock (`node apps/server/dist/cli.js migrate` does it alone, as a release step).
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/fixtures apps/server/fixtures
# APP_ROLE=all (one container, no nginx) serves the apps itself.
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/admin/dist apps/admin/dist
RUN mkdir -p /app/data && chown node:node /app/data
# Non-root: the image's `node` user (uid 1000) owns nothing but DATA_DIR.
USER node
EXPOSE 3000
# Liveness of an API process (a worker serves no HTTP: compose.yaml disables this for it).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM starts the graceful stop (in-flight requests and jobs finish, SHUTDOWN_TIMEOUT_S = 25 s);
# node runs as PID 1 without a shell in between, so it receives the signal itself.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
