// Verifies a licence-check answer with Go's standard library.
// Usage: go run main.go <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>
package main

import (
	"bufio"
	"crypto/ed25519"
	"encoding/base64"
	"fmt"
	"os"
	"strings"
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

func genuine(keys map[string]string, keyID, date, nonce, signature string, body []byte) bool {
	raw, err := base64.StdEncoding.DecodeString(keys[keyID])
	if err != nil || len(raw) != ed25519.PublicKeySize {
		return false
	}
	sig, err := base64.StdEncoding.DecodeString(signature)
	if err != nil {
		return false
	}
	message := append([]byte(date+"\n"+nonce+"\n"), body...)
	return ed25519.Verify(ed25519.PublicKey(raw), message, sig)
}

func main() {
	if len(os.Args) != 7 {
		fmt.Fprintln(os.Stderr, "usage: main <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>")
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
