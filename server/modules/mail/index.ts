/** What other domains use of mail: queue an e-mail in their transaction, written in the recipient's language. */
export { sendMail } from "./mail.service";
export { formatCount, formatDay, formatMoney, mailLanguage, mailTexts, type MailTextKey } from "./mail-text";
