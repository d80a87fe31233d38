import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Alert, Badge, Box, Card, Code, HStack, Heading, SimpleGrid, Stack, Text, Wrap } from "@chakra-ui/react";
import { useEffect } from "react";
import { CopyButton } from "@/components/CopyButton";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { formatMoney } from "@/i18n/format";
import { EXPIRY_WARNING_DAYS, formatDate } from "@/pages/public/license-check/license-key-rules";
import { LicenseDownloads } from "./LicenseDownloads";
import { LicenseMachines } from "./LicenseMachines";
import { LicensePlanSummary } from "./LicensePlanSummary";

const MyLicensesQuery = graphql(`
  query MyLicensesSection {
    myLicenses {
      id
      licenseKey
      plan
      softwareName
      displayStatus
      expiresAt
      daysRemaining
      expiringSoon
      maxMachines
      heartbeatSeconds
      graceDays
      entitlements
      lifetime
      machines {
        ...LicenseMachineFields
      }
    }
    mySoftwareSubscriptions {
      id
      softwareName
      amountCents
      displayStatus
      startDate
      endDate
      daysRemaining
      paymentMethod
    }
  }
`);

const BADGE_COLORS: Record<string, string> = { active: "green", suspended: "orange", expired: "red" };

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("customer");
  return <Badge colorPalette={BADGE_COLORS[status] ?? "gray"}>{t(`licenses.statuses.${status}`, { defaultValue: status })}</Badge>;
}

function DaysLeft({ days }: { days: number }) {
  const { t } = useTranslation("customer");
  return (
    <Text as="span" color={days <= EXPIRY_WARNING_DAYS ? "red.500" : undefined} fontWeight="semibold">
      {t("licenses.daysLeft", { count: days })}
    </Text>
  );
}

/**
 * The customer dashboard's licences and software subscriptions, above the account packs (a key is
 * found without scrolling past every pack); the dashboard scrolls to #licenses after a purchase.
 */
export function LicensesSection() {
  const { data, loading, error } = useQuery(MyLicensesQuery, { fetchPolicy: "cache-and-network" });
  const { t } = useTranslation("customer");

  useEffect(() => {
    if (error) notify({ title: t("licenses.loadFailed"), variant: "destructive" });
  }, [error, t]);

  const licenses = data?.myLicenses ?? [];
  const subscriptions = data?.mySoftwareSubscriptions ?? [];

  return (
    <Box as="section" id="licenses" aria-labelledby="licenses-heading" scrollMarginTop="20">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="licenses-heading">
          {t("licenses.title")}
        </Heading>
        {!loading && licenses.length === 0 && <Text color="fg.muted">{t("licenses.none")}</Text>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {licenses.map((license) => (
            <Card.Root key={license.id} variant="outline" data-testid="license-card">
              <Card.Body gap="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text fontWeight="semibold">
                    {license.softwareName} · {t(`licenses.plans.${license.plan}`, { defaultValue: license.plan })}
                  </Text>
                  <StatusBadge status={license.displayStatus} />
                </HStack>
                <Wrap align="center" gap="2">
                  <Code fontSize="md" px="2" py="1" data-testid="license-key">
                    {license.licenseKey}
                  </Code>
                  <CopyButton text={license.licenseKey} label={t("licenses.copyKey")} aria-label={t("licenses.copyKeyLabel", { key: license.licenseKey })} />
                </Wrap>
                {!license.lifetime && (
                  <Text fontSize="sm">
                    {t("licenses.expires", { date: formatDate(license.expiresAt) })} · <DaysLeft days={license.daysRemaining} />
                  </Text>
                )}
                <LicensePlanSummary plan={license} />
                {license.expiringSoon && (
                  <Alert.Root status="warning" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>{t("licenses.expiringSoon", { count: EXPIRY_WARNING_DAYS })}</Alert.Title>
                  </Alert.Root>
                )}
                {license.maxMachines != null && <LicenseMachines licenseKey={license.licenseKey} seats={license.maxMachines} machines={license.machines} />}
                <LicenseDownloads licenseId={license.id} softwareName={license.softwareName} active={license.displayStatus === "active"} />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>

        {(licenses.length > 0 || subscriptions.length > 0) && (
          <Heading as="h3" size="md">
            {t("licenses.subscriptions")}
          </Heading>
        )}
        {!loading && licenses.length > 0 && subscriptions.length === 0 && <Text color="fg.muted">{t("licenses.noSubscriptions")}</Text>}
        <Stack gap="3">
          {subscriptions.map((s) => (
            <Card.Root key={s.id} variant="subtle" size="sm" data-testid="subscription-card">
              <Card.Body>
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text fontWeight="semibold">{s.softwareName}</Text>
                  <StatusBadge status={s.displayStatus} />
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {t("licenses.subscriptionLine", {
                    amount: formatMoney(s.amountCents),
                    method: t(`licenses.paymentMethods.${s.paymentMethod}`, { defaultValue: s.paymentMethod }),
                    start: formatDate(s.startDate),
                    end: formatDate(s.endDate),
                  })}{" "}
                  <DaysLeft days={s.daysRemaining} />
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}

export default LicensesSection;
