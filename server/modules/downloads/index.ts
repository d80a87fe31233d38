/**
 * What other domains use of downloads: nothing today; the assembly mounts its routes (server/http/rest-routes.ts).
 * Export here what another domain comes to need, and import it from this file.
 */
export {};
