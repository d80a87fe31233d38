#!/usr/bin/env bash
# Verifies a licence-check answer, or an offline licence file, with the OpenSSL 3 command line.
# Usage: openssl.sh <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>
#        openssl.sh offline-file <pinned-keys.txt> <license-file> <fingerprint>
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The PEM public key pinned under a key id into $work/key.pem; fails when none is.
pinned_key() {
  local raw
  raw=$(awk -v id="$2" '$1 == id { print $2 }' "$1")
  [ -n "$raw" ] || return 1
  # An Ed25519 SubjectPublicKeyInfo is a fixed 12-byte header followed by the 32-byte raw key.
  { printf '302a300506032b6570032100'; printf '%s' "$raw" | base64 -d | xxd -p | tr -d '\n'; } | xxd -r -p > "$work/key.der"
  openssl pkey -pubin -inform DER -in "$work/key.der" -out "$work/key.pem" 2>/dev/null
}

# The text of the JSON member "name": "text" (the fields read here never hold a quote or a backslash,
# and a quoted word followed by a colon is always a member name, so no JSON parser is needed).
member() {
  tr -d '\n\r' < "$1" | sed -n 's/.*"'"$2"'"[[:space:]]*:[[:space:]]*"\([^"\\]*\)".*/\1/p'
}

if [ "${1:-}" = offline-file ]; then
  keys_file=$2 license_file=$3 fingerprint=$4
  key_id=$(member "$license_file" key_id)
  if [ "$(member "$license_file" alg)" != ed25519 ] || ! pinned_key "$keys_file" "$key_id"; then echo forged; exit 1; fi
  member "$license_file" payload | base64 -d > "$work/payload" 2>/dev/null || { echo forged; exit 1; }
  member "$license_file" signature | base64 -d > "$work/signature" 2>/dev/null || { echo forged; exit 1; }
  # The signature covers the payload's bytes exactly as decoded; read them only once it holds.
  if ! openssl pkeyutl -verify -pubin -inkey "$work/key.pem" -rawin -in "$work/payload" -sigfile "$work/signature" >/dev/null 2>&1 ||
    [ "$(member "$work/payload" key_id)" != "$key_id" ]; then
    echo forged
    exit 1
  fi
  # The fingerprint, compared by its SHA-256 (hex), which the payload carries beside it.
  if [ "$(printf '%s' "$fingerprint" | openssl dgst -sha256 -r | cut -d' ' -f1)" != "$(member "$work/payload" fingerprint_sha256)" ]; then
    echo wrong-machine
    exit 1
  fi
  # ISO 8601 UTC times of one layout compare as text: now, to the second, before the file's end.
  expires_at=$(member "$work/payload" expires_at)
  if [ ${#expires_at} -lt 19 ] || [[ ! "$(date -u +%Y-%m-%dT%H:%M:%S)" < "${expires_at:0:19}" ]]; then
    echo expired
    exit 1
  fi
  echo valid
  # ["pro","export"] as pro,export: entitlements are letters, digits, dots, dashes and underscores.
  echo "entitlements: $(tr -d '\n\r' < "$work/payload" | sed -n 's/.*"entitlements"[[:space:]]*:[[:space:]]*\[\([^]]*\)\].*/\1/p' | tr -d '" ')"
  exit 0
fi

keys_file=$1 key_id=$2 date=$3 nonce=$4 signature=$5 body_file=$6
if ! pinned_key "$keys_file" "$key_id"; then echo forged; exit 1; fi
printf '%s' "$signature" | base64 -d > "$work/signature"
{ printf '%s\n%s\n' "$date" "$nonce"; cat "$body_file"; } > "$work/message"
if openssl pkeyutl -verify -pubin -inkey "$work/key.pem" -rawin -in "$work/message" -sigfile "$work/signature" >/dev/null 2>&1; then
  echo genuine
else
  echo forged
  exit 1
fi
