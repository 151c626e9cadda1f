# Redis from Debian 13's packages: a stand-in for the official redis image where no image registry is reachable.
ARG DEBIAN_IMAGE=nexus-base/debian:trixie
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends redis-server \
 && rm -rf /var/lib/apt/lists/* \
 && install -d -o redis -g redis /data
WORKDIR /data
USER redis
# As the official image runs it without a configuration file: reachable from other containers.
CMD ["redis-server", "--protected-mode", "no"]
