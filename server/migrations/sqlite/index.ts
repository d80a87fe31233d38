// Written by db-generate-migrations.ts; lists the migrations in order.
import { Initial1795363881282 as M0 } from "./1795363881282-Initial";
import { LowStockAlertsAndJobLeases1795364631232 as M1 } from "./1795364631232-LowStockAlertsAndJobLeases";
import { TwoFactorRecoveryCodes1795365054308 as M2 } from "./1795365054308-TwoFactorRecoveryCodes";
import { TotpLastStep1795367562334 as M3 } from "./1795367562334-TotpLastStep";

export const sqliteMigrations: Function[] = [M0, M1, M2, M3];
