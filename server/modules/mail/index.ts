/** What other domains may use of mail beyond sendMail's grandfathered imports. */
export { retryDueEmails } from "./mail-retry";
