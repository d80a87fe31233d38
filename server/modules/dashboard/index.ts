/**
 * What other domains use of dashboard: nothing today; the assembly wires its resolver (server/graphql/schema.ts).
 * Export here what another domain comes to need, and import it from this file.
 */
export {};
