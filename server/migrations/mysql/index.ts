// Written by db-generate-migrations.ts; lists the migrations in order.
import { Initial1795363881846 as M0 } from "./1795363881846-Initial";
import { LowStockAlertsAndJobLeases1795364634198 as M1 } from "./1795364634198-LowStockAlertsAndJobLeases";
import { TwoFactorRecoveryCodes1795365059506 as M2 } from "./1795365059506-TwoFactorRecoveryCodes";
import { TotpLastStep1795367563327 as M3 } from "./1795367563327-TotpLastStep";
import { ScopedApiTokens1795431688614 as M4 } from "./1795431688614-ScopedApiTokens";
import { CustomerSessions1795431786451 as M5 } from "./1795431786451-CustomerSessions";
import { Catalogue1795432300726 as M6 } from "./1795432300726-Catalogue";
import { LoginFailures1795432867565 as M7 } from "./1795432867565-LoginFailures";
import { LicenseSigningKeys1795433205531 as M8 } from "./1795433205531-LicenseSigningKeys";
import { ProductStockAlerts1795435139546 as M9 } from "./1795435139546-ProductStockAlerts";
import { NotificationsWebhooks1795435899213 as M10 } from "./1795435899213-NotificationsWebhooks";
import { PaymentProviderConfigs1795436332232 as M11 } from "./1795436332232-PaymentProviderConfigs";
import { NotificationPreferences1795436391276 as M12 } from "./1795436391276-NotificationPreferences";
import { PaymentFees1795436600846 as M13 } from "./1795436600846-PaymentFees";
import { AdminAlertSettings1795437065089 as M14 } from "./1795437065089-AdminAlertSettings";
import { ProfileLanguageAndContentTranslations1795443250305 as M15 } from "./1795443250305-ProfileLanguageAndContentTranslations";
import { PendingOrders1795443257460 as M16 } from "./1795443257460-PendingOrders";
import { SalesTallies1795443520173 as M17 } from "./1795443520173-SalesTallies";
import { DropLowStockAlertedAt1795443598652 as M18 } from "./1795443598652-DropLowStockAlertedAt";
import { TelegramAlerts1795443678880 as M19 } from "./1795443678880-TelegramAlerts";
import { EmailOutboxRetry1795443769481 as M20 } from "./1795443769481-EmailOutboxRetry";
import { StockHolds1795849154478 as M21 } from "./1795849154478-StockHolds";
import { WebhookEndpointBackoff1795849627160 as M22 } from "./1795849627160-WebhookEndpointBackoff";
import { ReservationCloseReason1795851848424 as M23 } from "./1795851848424-ReservationCloseReason";
import { OrderLinesAndVariants1795862860802 as M24 } from "./1795862860802-OrderLinesAndVariants";

export const mysqlMigrations: Function[] = [M0, M1, M2, M3, M4, M5, M6, M7, M8, M9, M10, M11, M12, M13, M14, M15, M16, M17, M18, M19, M20, M21, M22, M23, M24];
