import compression from "compression";

/** Below this an answer fits a packet or two either way, and compressing it only costs CPU. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Gzip or brotli (fast levels) for API answers big enough to gain: GraphQL lists, the schema
 * download, CSV exports. A client that sends no Accept-Encoding gets plain bytes. The licence
 * check is mounted ahead of this and never passes through it.
 */
export function compressApiAnswers() {
  return compression({ threshold: API_COMPRESSION_THRESHOLD_BYTES });
}
