// What other domains may use of the catalogue beyond the imports grandfathered in
// test/checks/cross-domain-imports.txt.
export { addSale } from "./sales-tally";
