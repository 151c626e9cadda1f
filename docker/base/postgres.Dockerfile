# PostgreSQL 17 from Debian 13's packages: a stand-in for the official postgres:17 image where no image registry
# is reachable. It honours what docker-compose.yml uses of that image: POSTGRES_USER, POSTGRES_PASSWORD and
# POSTGRES_DB on first start, PGDATA, PGPORT, pg_isready.
ARG DEBIAN_IMAGE=nexus-base/debian:trixie
FROM ${DEBIAN_IMAGE}
# Debian's package would create a cluster of its own; the entrypoint makes the one in PGDATA.
RUN mkdir -p /etc/postgresql-common/createcluster.d \
 && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.d/no-main-cluster.conf \
 && apt-get update \
 && apt-get install -y --no-install-recommends postgresql-17 \
 && rm -rf /var/lib/apt/lists/* \
 && install -d -o postgres -g postgres -m 3777 /var/run/postgresql \
 && install -d -o postgres -g postgres -m 700 /var/lib/postgresql/data
ENV PATH=/usr/lib/postgresql/17/bin:$PATH PGDATA=/var/lib/postgresql/data LANG=C.UTF-8
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
USER postgres
VOLUME /var/lib/postgresql/data
ENTRYPOINT ["docker-entrypoint.sh"]
STOPSIGNAL SIGINT
CMD ["postgres"]
