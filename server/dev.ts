/**
 * `npm run dev`: the server in development mode (error details for the caller, the payment
 * sandbox allowed), restarted on change. `npm start` runs server/main.ts, which defaults to
 * production.
 */
process.env.NODE_ENV ??= "development";
void import("./main");
