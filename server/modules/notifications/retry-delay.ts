const MAX_RETRY_DELAY_MS = 3_600_000;

/**
 * The wait before attempt n+1 after n failed attempts: base, 2×base, 4×base… at most an hour. The
 * same steps space a webhook's retries, its endpoint's pauses, Telegram alerts and refused e-mails.
 */
export function retryDelayMs(baseMs: number, failedAttempts: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.min(30, failedAttempts - 1));
}
