import { Alert, Badge, Card, DataList, Heading } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { EXPIRY_WARNING_DAYS, formatDate } from "./license-key-rules";

export interface LicenseCheckOutcome {
  status: string;
  message: string;
  expiresAt?: string | null;
  daysRemaining: number;
  expiringSoon: boolean;
}

/** The licence service's two answers (the REST contract's English words) → their keys; any other message is shown as it comes. */
const KNOWN_MESSAGES: Record<string, string> = {
  "License is valid": "licenseCheck.result.isValid",
  "License is invalid or expired": "licenseCheck.result.isInvalid",
};

export function LicenseResultCard({ result }: { result: LicenseCheckOutcome }) {
  const { t } = useTranslation("tools");
  const valid = result.status === "success";
  const known = Object.hasOwn(KNOWN_MESSAGES, result.message) ? KNOWN_MESSAGES[result.message] : null;
  return (
    <Card.Root variant="outline" borderColor={valid ? "green.500" : "red.500"} role="status" aria-live="polite" data-testid="license-result">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          <Badge colorPalette={valid ? "green" : "red"} size="lg" mr="3">
            {valid ? t("licenseCheck.result.valid") : t("licenseCheck.result.invalid")}
          </Badge>
          {known ? t(known) : result.message}
        </Heading>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t("licenseCheck.result.status")}</DataList.ItemLabel>
            <DataList.ItemValue>{t(`licenseCheck.result.statusValue.${result.status}`, { defaultValue: result.status })}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("licenseCheck.result.expires")}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(result.expiresAt)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("licenseCheck.result.daysRemaining")}</DataList.ItemLabel>
            <DataList.ItemValue color={result.daysRemaining <= EXPIRY_WARNING_DAYS ? "red.500" : undefined} fontWeight="semibold">
              {result.daysRemaining}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {valid && result.expiringSoon && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t("licenseCheck.result.expiringSoon", { count: result.daysRemaining })}</Alert.Title>
          </Alert.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
