/** What other domains use of mail: queue an e-mail in their transaction, written in the recipient's language; retry refused sends; escape HTML; print console notices. */
export { sendMail } from "./mail.service";
export { formatCount, formatDay, formatMoney, mailLanguage, mailTexts, type MailTextKey } from "./mail-text";
export { retryDueEmails } from "./mail-retry";
export { printConsoleNotice } from "./console-notice";
export { escapeHtml } from "./mail-html";
