/*
 * Verifies a licence-check answer in C (or C++) with libsodium.
 * Build: cc verify.c -lsodium -o verify
 * Usage: ./verify <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>
 */
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static unsigned char *read_file(const char *file, size_t *size) {
  FILE *f = fopen(file, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long length = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *data = malloc(length > 0 ? (size_t)length : 1);
  *size = data ? fread(data, 1, (size_t)length, f) : 0;
  fclose(f);
  return data;
}

int main(int argc, char **argv) {
  if (argc != 7) {
    fprintf(stderr, "usage: %s <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>\n", argv[0]);
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
    unsigned char *message = malloc(prefix_len + body_len + 1); /* + sprintf's terminator */
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
