/*
 * Verifies a licence-check answer, or an offline licence file, in C (or C++) with libsodium.
 * Build: cc verify.c -lsodium -o verify
 * Usage: ./verify <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>
 *        ./verify offline-file <pinned-keys.txt> <license-file> <fingerprint>
 */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The base64 public key pinned under key_id, copied into out; 0 when found. */
static int pinned_key(const char *file, const char *key_id, char *out, size_t out_size) {
  FILE *f = fopen(file, "r");
  if (!f) return -1;
  char id[128], key[128];
  int found = -1;
  while (fscanf(f, "%127s %127s", id, key) == 2) {
    if (strcmp(id, key_id) == 0 && strlen(key) < out_size) {
      strcpy(out, key);
      found = 0;
      break;
    }
  }
  fclose(f);
  return found;
}

/* The file's bytes, followed by a NUL that *size does not count (so text can be searched as a string). */
static unsigned char *read_file(const char *file, size_t *size) {
  FILE *f = fopen(file, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long length = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *data = (unsigned char *)malloc(length > 0 ? (size_t)length + 1 : 1);
  *size = data ? fread(data, 1, length > 0 ? (size_t)length : 0, f) : 0;
  if (data) data[*size] = 0;
  fclose(f);
  return data;
}

/*
 * The text of a JSON member `"key": "value"` of the shop's JSON, copied into out; NULL when
 * missing, too long or escaped. The fields read here (base64, hex, ISO times, key ids) never hold
 * a backslash, and a quoted word followed by a colon is always a member name (a quote inside a
 * value is escaped), so this is exact for them without a JSON parser.
 */
static const char *json_member(const char *json, const char *key, char open, char close, char *out, size_t out_size) {
  size_t key_len = strlen(key);
  for (const char *at = strchr(json, '"'); at; at = strchr(at + 1, '"')) {
    if (strncmp(at + 1, key, key_len) != 0 || at[1 + key_len] != '"') continue;
    const char *p = at + 2 + key_len;
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
    if (*p++ != ':') continue;
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
    if (*p++ != open) return NULL;
    const char *end = strchr(p, close);
    if (!end || (size_t)(end - p) >= out_size || memchr(p, '\\', (size_t)(end - p))) return NULL;
    memcpy(out, p, (size_t)(end - p));
    out[end - p] = 0;
    return out;
  }
  return NULL;
}

/* "valid" (and the entitlements in `entitlements`), or why not: "forged", "wrong-machine", "expired". */
static const char *verify_offline_file(const char *keys_file, const char *license_file, const char *fingerprint, char *entitlements, size_t entitlements_size) {
  size_t file_len = 0, payload_len = 0, signature_len = 0, key_len = 0;
  char *file = (char *)read_file(license_file, &file_len);
  char key_id[64], key_b64[128], alg[16], signature_b64[128], payload_key_id[64], fingerprint_sha256[65], expires_at[40], list[1024];
  unsigned char public_key[crypto_sign_PUBLICKEYBYTES], signature[crypto_sign_BYTES], digest[crypto_hash_sha256_BYTES];
  char digest_hex[crypto_hash_sha256_BYTES * 2 + 1], now[32];
  time_t t = time(NULL);
  size_t n = 0;
  const char *verdict = "forged";
  char *payload_b64 = file ? (char *)malloc(file_len + 1) : NULL;
  unsigned char *payload = payload_b64 ? (unsigned char *)malloc(file_len + 1) : NULL;
  if (!payload || !json_member(file, "alg", '"', '"', alg, sizeof alg) || strcmp(alg, "ed25519") != 0 ||
      !json_member(file, "key_id", '"', '"', key_id, sizeof key_id) || !json_member(file, "payload", '"', '"', payload_b64, file_len + 1) ||
      !json_member(file, "signature", '"', '"', signature_b64, sizeof signature_b64) || pinned_key(keys_file, key_id, key_b64, sizeof key_b64) != 0 ||
      sodium_base642bin(public_key, sizeof public_key, key_b64, strlen(key_b64), NULL, &key_len, NULL, sodium_base64_VARIANT_ORIGINAL) != 0 ||
      key_len != sizeof public_key ||
      sodium_base642bin(signature, sizeof signature, signature_b64, strlen(signature_b64), NULL, &signature_len, NULL, sodium_base64_VARIANT_ORIGINAL) != 0 ||
      signature_len != sizeof signature ||
      sodium_base642bin(payload, file_len, payload_b64, strlen(payload_b64), NULL, &payload_len, NULL, sodium_base64_VARIANT_ORIGINAL) != 0 ||
      /* The signature covers the payload's bytes exactly as decoded; read them only once it holds. */
      crypto_sign_verify_detached(signature, payload, payload_len, public_key) != 0) {
    goto done;
  }
  payload[payload_len] = 0;
  if (!json_member((char *)payload, "key_id", '"', '"', payload_key_id, sizeof payload_key_id) || strcmp(payload_key_id, key_id) != 0 ||
      !json_member((char *)payload, "fingerprint_sha256", '"', '"', fingerprint_sha256, sizeof fingerprint_sha256) ||
      !json_member((char *)payload, "expires_at", '"', '"', expires_at, sizeof expires_at) ||
      !json_member((char *)payload, "entitlements", '[', ']', list, sizeof list)) {
    goto done;
  }
  /* The fingerprint, compared by its SHA-256 (hex), which the payload carries beside it. */
  crypto_hash_sha256(digest, (const unsigned char *)fingerprint, strlen(fingerprint));
  sodium_bin2hex(digest_hex, sizeof digest_hex, digest, sizeof digest);
  if (strcmp(digest_hex, fingerprint_sha256) != 0) {
    verdict = "wrong-machine";
    goto done;
  }
  /* ISO 8601 UTC times of one layout compare as text: now, to the second, before the file's end. */
  strftime(now, sizeof now, "%Y-%m-%dT%H:%M:%S", gmtime(&t));
  if (strlen(expires_at) < 19 || strncmp(now, expires_at, 19) >= 0) {
    verdict = "expired";
    goto done;
  }
  /* ["pro","export"] as pro,export: entitlements are letters, digits, dots, dashes and underscores. */
  for (const char *c = list; *c && n + 1 < entitlements_size; c++)
    if (*c != '"' && *c != ' ') entitlements[n++] = *c;
  entitlements[n] = 0;
  verdict = "valid";
done:
  free(payload);
  free(payload_b64);
  free(file);
  return verdict;
}

int main(int argc, char **argv) {
  if (argc == 5 && strcmp(argv[1], "offline-file") == 0) {
    if (sodium_init() < 0) return 2;
    char entitlements[1024] = "";
    const char *verdict = verify_offline_file(argv[2], argv[3], argv[4], entitlements, sizeof entitlements);
    puts(verdict);
    if (strcmp(verdict, "valid") != 0) return 1;
    printf("entitlements: %s\n", entitlements);
    return 0;
  }
  if (argc != 7) {
    fprintf(stderr, "usage: %s <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>\n", argv[0]);
    fprintf(stderr, "       %s offline-file <pinned-keys.txt> <license-file> <fingerprint>\n", argv[0]);
    return 2;
  }
  if (sodium_init() < 0) return 2;
  const char *date = argv[3], *nonce = argv[4], *signature_b64 = argv[5];

  int genuine = 0;
  char key_b64[128];
  unsigned char public_key[crypto_sign_PUBLICKEYBYTES], signature[crypto_sign_BYTES];
  size_t key_len = 0, signature_len = 0, body_len = 0;
  unsigned char *body = read_file(argv[6], &body_len);
  if (body && pinned_key(argv[1], argv[2], key_b64, sizeof key_b64) == 0 &&
      sodium_base642bin(public_key, sizeof public_key, key_b64, strlen(key_b64), NULL, &key_len, NULL, sodium_base64_VARIANT_ORIGINAL) == 0 &&
      key_len == sizeof public_key &&
      sodium_base642bin(signature, sizeof signature, signature_b64, strlen(signature_b64), NULL, &signature_len, NULL, sodium_base64_VARIANT_ORIGINAL) == 0 &&
      signature_len == sizeof signature) {
    /* The signed bytes: date, newline, nonce, newline, body. */
    size_t prefix_len = strlen(date) + 1 + strlen(nonce) + 1;
    unsigned char *message = (unsigned char *)malloc(prefix_len + body_len + 1); /* + sprintf's terminator */
    if (message) {
      sprintf((char *)message, "%s\n%s\n", date, nonce);
      memcpy(message + prefix_len, body, body_len);
      genuine = crypto_sign_verify_detached(signature, message, prefix_len + body_len, public_key) == 0;
      free(message);
    }
  }
  free(body);
  puts(genuine ? "genuine" : "forged");
  return genuine ? 0 : 1;
}
