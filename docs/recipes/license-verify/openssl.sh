#!/usr/bin/env bash
# Verifies a licence-check answer with the OpenSSL 3 command line.
# Usage: openssl.sh <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>
set -euo pipefail
keys_file=$1 key_id=$2 date=$3 nonce=$4 signature=$5 body_file=$6
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

raw=$(awk -v id="$key_id" '$1 == id { print $2 }' "$keys_file")
if [ -z "$raw" ]; then echo forged; exit 1; fi
# An Ed25519 SubjectPublicKeyInfo is a fixed 12-byte header followed by the 32-byte raw key.
{ printf '302a300506032b6570032100'; printf '%s' "$raw" | base64 -d | xxd -p | tr -d '\n'; } | xxd -r -p > "$work/key.der"
openssl pkey -pubin -inform DER -in "$work/key.der" -out "$work/key.pem" 2>/dev/null
printf '%s' "$signature" | base64 -d > "$work/signature"
{ printf '%s\n%s\n' "$date" "$nonce"; cat "$body_file"; } > "$work/message"
if openssl pkeyutl -verify -pubin -inkey "$work/key.pem" -rawin -in "$work/message" -sigfile "$work/signature" >/dev/null 2>&1; then
  echo genuine
else
  echo forged
  exit 1
fi
