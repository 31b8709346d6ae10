# The production image: Next's build inside the project's own server (scripts/serve.ts, what `npm start`
# serves with), which takes the client address from the TCP peer and TRUSTED_PROXIES and sets the
# security headers. docker-compose.yml builds it for its app servers and its one-shot `setup` service.
#   docker build -t beraterwahl .
#   docker run --rm -e DATABASE_URL=… beraterwahl node dist/setup-database.mjs   # migrate and seed
#   docker run -p 3000:3000 -e DATABASE_URL=… -e NEXTAUTH_SECRET=… beraterwahl
# Stages: deps (all packages, for the build) → build (Prisma client, `next build`, the two scripts as
# plain JavaScript) → runtime (production packages, the build and the files read at run time, as the
# unprivileged `node` user).

# Node.js 24, the current LTS (20 left support on 2026-04-30); .ci/run proves the suites under it.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Install scripts are skipped: the build stage generates the Prisma client itself from the schema, and
# no other package needs its script here (the embedded PostgreSQL, one of them, is not used in an image).
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The servers need no TypeScript loader: esbuild (already installed, tsx's compiler) turns the server and
# the database set-up into plain JavaScript; packages stay imports of node_modules.
RUN npm run prisma:generate \
 && npm run build \
 && rm -rf .next/cache \
 && node_modules/.bin/esbuild scripts/serve.ts scripts/setup-database.ts --bundle --platform=node --format=esm \
      --packages=external --target=node24 --out-extension:.js=.mjs --outdir=dist --log-level=warning

FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/patch-next.mjs ./scripts/
# Install scripts are skipped here too; the one that changes the runtime is run by itself (Next stores pages
# without serialising them to measure them: scripts/patch-next.mjs).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && node scripts/patch-next.mjs && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=production-deps /app/node_modules ./node_modules
# What the server reads at run time: Next's configuration (and the Redis cache handler it names), the
# static files, the texts (the outage page), the fonts (rating seal, QR card); for the set-up, the
# migrations and the postal-code gazetteer.
COPY package.json next.config.mjs cache-handler.mjs redis-page-handler.mjs use-cache-handler.mjs cache-keys.mjs ./
COPY public ./public
COPY messages ./messages
COPY assets ./assets
COPY prisma/migrations ./prisma/migrations
COPY data ./data
COPY --from=build /app/dist ./dist
# Next writes its page cache under .next when no Redis is configured: the only folder the server may write.
COPY --from=build --chown=node:node /app/.next ./.next
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/serve.mjs"]
