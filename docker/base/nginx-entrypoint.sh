#!/bin/sh
# As the official image's entrypoint does: each /etc/nginx/templates/NAME.template becomes /etc/nginx/conf.d/NAME
# with the environment's variables filled in (only those: nginx's own $variables stay as they are).
set -eu
defined_variables=$(env | cut -d= -f1 | sed 's/.*/${&}/' | tr '\n' ' ')
for template in /etc/nginx/templates/*.template; do
  [ -e "$template" ] || continue
  output=/etc/nginx/conf.d/$(basename "$template" .template)
  envsubst "$defined_variables" < "$template" > "$output"
  echo "$0: $template -> $output"
done
exec "$@"
