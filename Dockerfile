# Multi-stage build: `api` runs Nexus (API + the built web app on one port; the worker is the same image running
# worker.js); `web` is nginx serving the web app and proxying /v1 and /socket.io to the API.
# The base images are arguments: docker/compose.host.yml builds on stand-ins made from Debian's packages, for
# machines that cannot reach an image registry (scripts/docker-smoke.mjs).
ARG NODE_IMAGE=node:24-trixie-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

FROM ${NODE_IMAGE} AS build
# package.json's packageManager; should they differ, pnpm switches itself to that one.
ARG PNPM_VERSION=10.34.9
RUN npm install --global --no-fund --no-audit pnpm@${PNPM_VERSION}
WORKDIR /repo
# Every package the lockfile names, into pnpm's store: this layer is rebuilt only when the lockfile changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
COPY patches patches
RUN pnpm fetch
COPY package.json tsconfig.base.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
RUN pnpm install --offline --frozen-lockfile --filter "@nexus/api..." --filter "@nexus/web..."
COPY . .
RUN pnpm --filter "@nexus/api..." --filter "@nexus/web..." run build
# A self-contained copy of the API with its production dependencies as the lockfile has them (the prisma CLI
# included: it migrates at start; pnpm 10 deploys from the lockfile when told to inject workspace packages, which
# the copy does with @nexus/contracts), the migrations, the web build, and pnpm-workspace.yaml, which marks the
# root the API finds them from.
RUN pnpm --filter @nexus/api deploy --prod --offline --config.inject-workspace-packages=true /out/apps/api \
 && cp -r prisma /out/prisma \
 && mkdir -p /out/apps/web && cp -r apps/web/dist /out/apps/web/dist \
 && cp pnpm-workspace.yaml /out/

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
# Owned by root: the node user runs the code and cannot change it; it writes only to /data.
COPY --from=build /out ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The flags of apps/api/node-flags.mjs.
CMD ["node", "--enable-source-maps", "--no-memory-reducer", "--heap-growing-percent=50", "--v8-pool-size=1", "apps/api/dist/main.js"]

FROM ${NGINX_IMAGE} AS web
# The nginx image fills the template from these at start (docker/compose.host.yml changes both).
ENV NGINX_LISTEN=80 NEXUS_API_ORIGIN=http://api:3000
COPY docker/nginx.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /repo/apps/web/dist /usr/share/nginx/html
EXPOSE 80
