/** The most seats (machines at once) a licence plan may have; the admin's forms check it first, the server again. */
export const MAX_SEATS = 10_000;
