/** The shapes the server accepts for an admin's Telegram alerts, checked first by the client. */
export const TELEGRAM_TOKEN_SHAPE = /^\d{1,20}:[A-Za-z0-9_-]{20,100}$/;
export const TELEGRAM_CHAT_ID_SHAPE = /^(-?\d{1,20}|@[A-Za-z0-9_]{5,32})$/;
export const TELEGRAM_TOKEN_MAX_LENGTH = 130;
export const TELEGRAM_CHAT_ID_MAX_LENGTH = 40;
