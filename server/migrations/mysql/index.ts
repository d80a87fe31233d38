// Written by db-generate-migrations.ts; lists the migrations in order.
import { Initial1795363881846 as M0 } from "./1795363881846-Initial";

export const mysqlMigrations: Function[] = [M0];
