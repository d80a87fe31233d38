export interface TelegramAnswer {
  ok: boolean;
  /** The Bot API's own words: its `description` on an error, or what went wrong on the way. */
  description: string;
}

export const TELEGRAM_TIMEOUT_MS = 10_000;

/** Bot API sendMessage; never throws, so a dead bot cannot break whatever sent the alert. */
export async function sendTelegramMessage(apiUrl: string, botToken: string, chatId: string, text: string): Promise<TelegramAnswer> {
  try {
    const res = await fetch(`${apiUrl}/bot${encodeURIComponent(botToken)}/sendMessage`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ chat_id: chatId, text: text.slice(0, 4096), disable_web_page_preview: true }),
      signal: AbortSignal.timeout(TELEGRAM_TIMEOUT_MS),
      redirect: "error",
    });
    const answer = (await res.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
    if (answer?.ok === true) return { ok: true, description: "Telegram accepted the message." };
    return { ok: false, description: `Telegram answered HTTP ${res.status}: ${String(answer?.description ?? "no description").slice(0, 300)}` };
  } catch (err) {
    const e = err as Error;
    return {
      ok: false,
      description: e.name === "TimeoutError" ? "Telegram did not answer within 10 s." : `Could not reach Telegram: ${e.message.slice(0, 300)}`,
    };
  }
}
