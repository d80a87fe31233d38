// Written by db-generate-migrations.ts; lists the migrations in order.
import { Initial1795363881282 as M0 } from "./1795363881282-Initial";
import { LowStockAlertsAndJobLeases1795364631232 as M1 } from "./1795364631232-LowStockAlertsAndJobLeases";
import { TwoFactorRecoveryCodes1795365054308 as M2 } from "./1795365054308-TwoFactorRecoveryCodes";
import { TotpLastStep1795367562334 as M3 } from "./1795367562334-TotpLastStep";
import { ScopedApiTokens1795431687955 as M4 } from "./1795431687955-ScopedApiTokens";
import { CustomerSessions1795431784055 as M5 } from "./1795431784055-CustomerSessions";
import { Catalogue1795432297246 as M6 } from "./1795432297246-Catalogue";
import { LoginFailures1795432863384 as M7 } from "./1795432863384-LoginFailures";
import { LicenseSigningKeys1795433199343 as M8 } from "./1795433199343-LicenseSigningKeys";
import { ProductStockAlerts1795435133350 as M9 } from "./1795435133350-ProductStockAlerts";
import { NotificationsWebhooks1795435893964 as M10 } from "./1795435893964-NotificationsWebhooks";
import { PaymentProviderConfigs1795436327383 as M11 } from "./1795436327383-PaymentProviderConfigs";
import { NotificationPreferences1795436386816 as M12 } from "./1795436386816-NotificationPreferences";
import { PaymentFees1795436595468 as M13 } from "./1795436595468-PaymentFees";
import { AdminAlertSettings1795437061587 as M14 } from "./1795437061587-AdminAlertSettings";
import { ProfileLanguageAndContentTranslations1795443247878 as M15 } from "./1795443247878-ProfileLanguageAndContentTranslations";
import { PendingOrders1795443254473 as M16 } from "./1795443254473-PendingOrders";
import { SalesTallies1795443499554 as M17 } from "./1795443499554-SalesTallies";
import { DropLowStockAlertedAt1795443587738 as M18 } from "./1795443587738-DropLowStockAlertedAt";
import { TelegramAlerts1795443667947 as M19 } from "./1795443667947-TelegramAlerts";
import { EmailOutboxRetry1795443760044 as M20 } from "./1795443760044-EmailOutboxRetry";
import { StockHolds1795849149448 as M21 } from "./1795849149448-StockHolds";
import { WebhookEndpointBackoff1795849612420 as M22 } from "./1795849612420-WebhookEndpointBackoff";
import { ReservationCloseReason1795851843656 as M23 } from "./1795851843656-ReservationCloseReason";
import { OrderLinesAndVariants1795862858898 as M24 } from "./1795862858898-OrderLinesAndVariants";

export const sqliteMigrations: Function[] = [M0, M1, M2, M3, M4, M5, M6, M7, M8, M9, M10, M11, M12, M13, M14, M15, M16, M17, M18, M19, M20, M21, M22, M23, M24];
