/** The software archive an admin uploads (Settings → Software): the server's rules, checked first by the client. */
export const MAX_ARCHIVE_BYTES = 256 * 1024 * 1024;
export const MAX_VERSION_LENGTH = 32;
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;
