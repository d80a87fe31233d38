// Written by db-generate-migrations.ts; lists the migrations in order.
import { Initial1795363881282 as M0 } from "./1795363881282-Initial";

export const sqliteMigrations: Function[] = [M0];
