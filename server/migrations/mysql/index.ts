// Written by db-generate-migrations.ts; lists the migrations in order.
import { Initial1795363881846 as M0 } from "./1795363881846-Initial";
import { LowStockAlertsAndJobLeases1795364634198 as M1 } from "./1795364634198-LowStockAlertsAndJobLeases";
import { TwoFactorRecoveryCodes1795365059506 as M2 } from "./1795365059506-TwoFactorRecoveryCodes";
import { TotpLastStep1795367563327 as M3 } from "./1795367563327-TotpLastStep";

export const mysqlMigrations: Function[] = [M0, M1, M2, M3];
