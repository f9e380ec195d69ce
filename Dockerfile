# syntax=docker/dockerfile:1
# The Road Striping Directory as one container: LiteFS mounts and replicates the SQLite
# database, runs the migrations (on the primary) and then the app. See docs/deploy.md.
# The current Node LTS (26 since October 2026; 20 reached its end of life on 2026-04-30).
ARG NODE_VERSION=26

FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app

# ---- build: every dependency, the React Router build, then production dependencies only
FROM base AS build
# better-sqlite3 compiles from source when no prebuilt binary matches; node-gyp uses the
# headers that ship with the image instead of downloading them.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
# `npm ci` rejects this lockfile (docs/decisions/001); `npm install` keeps its pinned versions.
RUN npm install --include=dev --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

# ---- runtime: production dependencies, the build (React Router's and the compiled server), LiteFS
FROM base AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates fuse3 sqlite3 \
 && rm -rf /var/lib/apt/lists/*
# A patch release, so a rebuild never picks up a LiteFS nobody tested.
COPY --from=flyio/litefs:0.5.11 /usr/local/bin/litefs /usr/local/bin/litefs

# The same values fly.toml sets (a test checks they agree); secrets come from `fly secrets`.
ENV NODE_ENV=production \
    PORT=3000 \
    LITEFS_DIR=/litefs \
    DATABASE_PATH=/litefs/app.db \
    BACKUP_DIR=/data/backups

COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/scripts/bin ./scripts/bin
COPY litefs.yml /etc/litefs.yml
# The operator commands on PATH, run from /app whatever the directory `fly ssh console` starts in:
# `backup` (copied off the machine when BACKUP_S3_* is set), `restore`, `restore-drill`.
RUN for c in backup restore restore-drill; do ln -s /app/scripts/bin/app-command /usr/local/bin/$c; done

# LiteFS runs as root (it mounts FUSE); it runs the compiled migrate script on the primary, then the
# app on port 3000 behind its proxy on 8080 (fly.toml's internal_port).
EXPOSE 8080
ENTRYPOINT ["litefs", "mount"]
