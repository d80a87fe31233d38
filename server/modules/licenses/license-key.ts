import crypto from "node:crypto";

// The format check is part of the contract shared with the client.
export { parseLicenseKey } from "../../../common/license-key";

export const LICENSE_KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** 16 uniformly random uppercase letters or digits in four hyphen-separated groups (about 82 bits). */
export function generateLicenseKey(randomIndex: (max: number) => number = crypto.randomInt): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = "";
    for (let i = 0; i < 4; i++) group += LICENSE_KEY_ALPHABET[randomIndex(LICENSE_KEY_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}
