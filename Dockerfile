# syntax=docker/dockerfile:1
# Multi-stage build: `api` runs Nexus (API + the built web app on one port); `web` is nginx serving the
# web app and proxying /v1 and /socket.io to the api service.

FROM node:24-bookworm-slim AS build
WORKDIR /repo
RUN npm install --global pnpm@10.34.9
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json turbo.json tsconfig.base.json ./
COPY patches patches
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm exec turbo run build --filter=@nexus/api --filter=@nexus/web
# A self-contained copy of the API with production dependencies only (the prisma CLI included: it migrates at start).
RUN pnpm --filter @nexus/api deploy --prod --legacy /out/apps/api \
 && cp -r prisma /out/prisma \
 && mkdir -p /out/apps/web && cp -r apps/web/dist /out/apps/web/dist \
 && cp pnpm-workspace.yaml /out/

FROM node:24-bookworm-slim AS api
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /out ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]

FROM nginx:1.27-alpine AS web
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/apps/web/dist /usr/share/nginx/html
EXPOSE 80
