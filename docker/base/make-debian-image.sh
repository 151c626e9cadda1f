#!/bin/sh
# make-debian-image.sh IMAGE [MIRROR]: Debian 13 (trixie, minbase) as a Docker image, made from Debian's packages
# alone (debootstrap, then `docker import`), the base of the stand-ins in this folder. Runs as root (debootstrap).
set -eu
image=$1
mirror=${2:-http://deb.debian.org/debian}
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT

debootstrap --variant=minbase --include=ca-certificates trixie "$root" "$mirror"

cat > "$root/etc/apt/sources.list" <<SOURCES
deb $mirror trixie main
deb $mirror trixie-updates main
deb http://deb.debian.org/debian-security trixie-security main
SOURCES
# As Debian's slim images: packages installed later leave out manuals, documentation and translations.
cat > "$root/etc/dpkg/dpkg.cfg.d/slim" <<'EXCLUDES'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
EXCLUDES
# As Debian's images: apt keeps neither the packages it downloads nor its caches of the package lists.
cat > "$root/etc/apt/apt.conf.d/docker-clean" <<'CLEAN'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
CLEAN
# The certificate authorities this machine adds to Debian's (a network that inspects TLS has one): builds fetch
# from the npm registry over HTTPS.
if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
  chroot "$root" update-ca-certificates >/dev/null
fi
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/cache/apt/*.bin "$root"/var/lib/apt/lists/*

tar -C "$root" -c . | docker import --change 'CMD ["bash"]' - "$image"
