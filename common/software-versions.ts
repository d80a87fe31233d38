/** A licence product's software versions (catalogue → product → Versions): the server's rules, checked first by the client. */
export { MAX_VERSION_LENGTH, VERSION_PATTERN } from "./software-archive";
export const MAX_VERSION_NOTES_LENGTH = 4000;
export const MAX_VERSION_FILE_NAME_LENGTH = 128;
/** A download's file name: letters, digits, dots, dashes, underscores, plus signs; no path, no quote, no leading dot. */
export const VERSION_FILE_NAME_PATTERN = /^[0-9A-Za-z_][0-9A-Za-z._+-]*$/;
/** How long a signed download link works after it is handed out. */
export const DOWNLOAD_LINK_SECONDS = 600;
