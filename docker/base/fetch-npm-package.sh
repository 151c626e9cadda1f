#!/bin/sh
# fetch-npm-package.sh NAME VERSION INTEGRITY DIR: unpacks a package from the npm registry into DIR, after checking
# its tarball against INTEGRITY (the registry's `dist.integrity`, sha512-<base64>; `npm view NAME@VERSION dist.integrity`).
set -eu
name=$1 version=$2 integrity=$3 dir=$4
tarball=/tmp/$name-$version.tgz
curl --fail --silent --show-error --location --retry 3 -o "$tarball" \
  "https://registry.npmjs.org/$name/-/$name-$version.tgz"
expected=$(printf '%s' "${integrity#sha512-}" | base64 -d | od -An -v -tx1 | tr -d ' \n')
actual=$(sha512sum "$tarball" | cut -d' ' -f1)
if [ "$expected" != "$actual" ]; then
  echo "$name@$version: the tarball does not match its integrity $integrity" >&2
  exit 1
fi
mkdir -p "$dir"
tar -xzf "$tarball" -C "$dir" --strip-components=1 --no-same-owner
rm "$tarball"
