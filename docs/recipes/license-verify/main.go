// Verifies a licence-check answer, or an offline licence file, with Go's standard library.
// Usage (answer): go run main.go <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>
// Usage (file): go run main.go offline-file <pinned-keys.txt> <license-file> <fingerprint>
package main

import (
	"bufio"
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"
)

func pinnedKeys(file string) (map[string]string, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	keys := map[string]string{}
	scanner := bufio.NewScanner(f)
	for scanner.Scan() {
		fields := strings.Fields(scanner.Text())
		if len(fields) == 2 {
			keys[fields[0]] = fields[1]
		}
	}
	return keys, scanner.Err()
}

// signatureHolds checks a base64 Ed25519 signature over message with a base64 raw public key.
func signatureHolds(rawKey, signature string, message []byte) bool {
	raw, err := base64.StdEncoding.DecodeString(rawKey)
	if err != nil || len(raw) != ed25519.PublicKeySize {
		return false
	}
	sig, err := base64.StdEncoding.DecodeString(signature)
	if err != nil {
		return false
	}
	return ed25519.Verify(ed25519.PublicKey(raw), message, sig)
}

func genuine(keys map[string]string, keyID, date, nonce, signature string, body []byte) bool {
	raw, ok := keys[keyID]
	return ok && signatureHolds(raw, signature, append([]byte(date+"\n"+nonce+"\n"), body...))
}

type licenseFile struct {
	Alg       string `json:"alg"`
	KeyID     string `json:"key_id"`
	Payload   string `json:"payload"`
	Signature string `json:"signature"`
}

type licensePayload struct {
	KeyID        string    `json:"key_id"`
	Fingerprint  string    `json:"fingerprint"`
	ExpiresAt    time.Time `json:"expires_at"`
	Entitlements []string  `json:"entitlements"`
}

// verifyOfflineFile answers "valid" and the entitlements, or why not: forged, wrong-machine, expired.
func verifyOfflineFile(keys map[string]string, path, fingerprint string) (string, []string) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "forged", nil
	}
	var file licenseFile
	if json.Unmarshal(data, &file) != nil || file.Alg != "ed25519" {
		return "forged", nil
	}
	raw, ok := keys[file.KeyID]
	payloadBytes, err := base64.StdEncoding.DecodeString(file.Payload)
	// The signature covers the payload's bytes exactly as decoded; parse them only once it holds.
	if !ok || err != nil || !signatureHolds(raw, file.Signature, payloadBytes) {
		return "forged", nil
	}
	var payload licensePayload
	if json.Unmarshal(payloadBytes, &payload) != nil || payload.KeyID != file.KeyID {
		return "forged", nil
	}
	if payload.Fingerprint != fingerprint {
		return "wrong-machine", nil
	}
	if !time.Now().Before(payload.ExpiresAt) {
		return "expired", nil
	}
	return "valid", payload.Entitlements
}

func main() {
	if len(os.Args) == 5 && os.Args[1] == "offline-file" {
		keys, err := pinnedKeys(os.Args[2])
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		verdict, entitlements := verifyOfflineFile(keys, os.Args[3], os.Args[4])
		fmt.Println(verdict)
		if verdict != "valid" {
			os.Exit(1)
		}
		fmt.Println("entitlements: " + strings.Join(entitlements, ","))
		return
	}
	if len(os.Args) != 7 {
		fmt.Fprintln(os.Stderr, "usage: main <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>")
		fmt.Fprintln(os.Stderr, "       main offline-file <pinned-keys.txt> <license-file> <fingerprint>")
		os.Exit(2)
	}
	keys, err := pinnedKeys(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	body, err := os.ReadFile(os.Args[6])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if genuine(keys, os.Args[2], os.Args[3], os.Args[4], os.Args[5], body) {
		fmt.Println("genuine")
		return
	}
	fmt.Println("forged")
	os.Exit(1)
}
