"""Verifies a licence-check answer, or an offline licence file, with Python 3 and `cryptography`.

Usage: python3 verify.py <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>
       python3 verify.py offline-file <pinned-keys.txt> <license-file> <fingerprint>
"""
import base64
import binascii
import json
import sys
from datetime import datetime, timezone

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey


def pinned_keys(keys_file: str) -> dict:
    """The keys the app ships with: `<keyId> <publicKeyBase64>` per line."""
    with open(keys_file, encoding="utf-8") as f:
        return dict(line.split() for line in f if line.strip())


def signature_holds(raw_key: str, signature: str, message: bytes) -> bool:
    try:
        Ed25519PublicKey.from_public_bytes(base64.b64decode(raw_key)).verify(base64.b64decode(signature), message)
        return True
    except (InvalidSignature, ValueError, binascii.Error):
        return False


def is_genuine(pinned: dict, key_id: str, date: str, nonce: str, signature: str, body: bytes) -> bool:
    raw = pinned.get(key_id)
    return raw is not None and signature_holds(raw, signature, f"{date}\n{nonce}\n".encode("utf-8") + body)


def verify_offline_file(pinned: dict, license_file: str, fingerprint: str):
    """("valid", entitlements), or why not: forged, wrong-machine, expired."""
    try:
        with open(license_file, encoding="utf-8") as f:
            file = json.load(f)
        raw = pinned.get(file["key_id"])
        payload_bytes = base64.b64decode(file["payload"], validate=True)
    except (OSError, ValueError, KeyError, TypeError, binascii.Error):
        return "forged", None
    # The signature covers the payload's bytes exactly as decoded; parse them only once it holds.
    if raw is None or file.get("alg") != "ed25519" or not signature_holds(raw, file.get("signature", ""), payload_bytes):
        return "forged", None
    payload = json.loads(payload_bytes.decode("utf-8"))
    if payload.get("key_id") != file["key_id"]:
        return "forged", None
    if payload["fingerprint"] != fingerprint:
        return "wrong-machine", None
    expires_at = datetime.fromisoformat(payload["expires_at"].replace("Z", "+00:00"))
    if not datetime.now(timezone.utc) < expires_at:
        return "expired", None
    return "valid", payload["entitlements"]


def main() -> int:
    if sys.argv[1:2] == ["offline-file"]:
        keys_file, license_file, fingerprint = sys.argv[2:5]
        verdict, entitlements = verify_offline_file(pinned_keys(keys_file), license_file, fingerprint)
        print(verdict)
        if verdict == "valid":
            print("entitlements: " + ",".join(entitlements))
        return 0 if verdict == "valid" else 1
    keys_file, key_id, date, nonce, signature, body_file = sys.argv[1:7]
    with open(body_file, "rb") as f:
        body = f.read()
    genuine = is_genuine(pinned_keys(keys_file), key_id, date, nonce, signature, body)
    print("genuine" if genuine else "forged")
    return 0 if genuine else 1


if __name__ == "__main__":
    sys.exit(main())
