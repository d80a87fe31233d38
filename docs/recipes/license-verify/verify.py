"""Verifies a licence-check answer with Python 3 and the `cryptography` package.

Usage: python3 verify.py <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>
"""
import base64
import sys

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey


def is_genuine(pinned: dict, key_id: str, date: str, nonce: str, signature: str, body: bytes) -> bool:
    raw = pinned.get(key_id)
    if raw is None:
        return False
    public_key = Ed25519PublicKey.from_public_bytes(base64.b64decode(raw))
    try:
        public_key.verify(base64.b64decode(signature), f"{date}\n{nonce}\n".encode("utf-8") + body)
        return True
    except (InvalidSignature, ValueError):
        return False


def main() -> int:
    keys_file, key_id, date, nonce, signature, body_file = sys.argv[1:7]
    with open(keys_file, encoding="utf-8") as f:
        pinned = dict(line.split() for line in f if line.strip())
    with open(body_file, "rb") as f:
        body = f.read()
    genuine = is_genuine(pinned, key_id, date, nonce, signature, body)
    print("genuine" if genuine else "forged")
    return 0 if genuine else 1


if __name__ == "__main__":
    sys.exit(main())
