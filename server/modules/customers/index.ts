/** What other domains use of customers: the customer row, opening an account, and the signed-in person's GraphQL shape. */
export { Customer } from "./customer.entity";
export { createAccount } from "./customer-accounts";
export { MeType } from "./customer.types";
