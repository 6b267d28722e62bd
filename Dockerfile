# The platform as one container: Next.js (site + admin + API) built for production.
# Database: DATABASE_URL (docker-compose.yml provides PostgreSQL).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The lock file cannot list other platforms' optional binaries (see .ci/run); npm install fills them in.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app ./
# Uploaded images: MEDIA_DIR, by default /app/.data/media (mount a volume there, as docker-compose.yml does),
# or an S3-compatible bucket with S3_BUCKET (README "Configuration"; then no volume is needed).
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Applies migrations, seeds an empty database (unless SEED=false), then serves. Exec form with
# node itself (not npm, not a shell): `docker stop`'s SIGTERM reaches the start script, which
# stops Next.js (and an embedded PostgreSQL) before exiting.
CMD ["node", "--import", "tsx", "scripts/start.ts"]
