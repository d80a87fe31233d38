/**
 * What other domains use of contact: nothing today; the assembly wires its resolvers (server/graphql/schema.ts) and its entity (server/entities.ts).
 * Export here what another domain comes to need, and import it from this file.
 */
export {};
