import { useQuery } from "@apollo/client/react";
import { Alert, Badge, Box, Card, Code, HStack, Heading, SimpleGrid, Stack, Text, Wrap } from "@chakra-ui/react";
import { useEffect } from "react";
import { CopyButton } from "@/components/CopyButton";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { formatCents } from "@/lib/money";
import { EXPIRY_WARNING_DAYS, formatDate } from "@/pages/public/license-check/license-key-rules";

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
  return <Badge colorPalette={BADGE_COLORS[status] ?? "gray"}>{status}</Badge>;
}

function DaysLeft({ days }: { days: number }) {
  return (
    <Text as="span" color={days <= EXPIRY_WARNING_DAYS ? "red.500" : undefined} fontWeight="semibold">
      {days} {days === 1 ? "day" : "days"} left
    </Text>
  );
}

/** The customer dashboard's licences and software subscriptions; the dashboard scrolls to #licenses after a purchase. */
export function LicensesSection() {
  const { data, loading, error } = useQuery(MyLicensesQuery, { fetchPolicy: "cache-and-network" });

  useEffect(() => {
    if (error) notify({ title: "Failed to load licenses", variant: "destructive" });
  }, [error]);

  const licenses = data?.myLicenses ?? [];
  const subscriptions = data?.mySoftwareSubscriptions ?? [];

  return (
    <Box as="section" id="licenses" aria-labelledby="licenses-heading" scrollMarginTop="20">
      <Stack gap="6">
        <Heading as="h2" size="lg" id="licenses-heading">
          Licenses
        </Heading>
        {!loading && licenses.length === 0 && <Text color="fg.muted">You have no software licenses yet.</Text>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {licenses.map((license) => (
            <Card.Root key={license.id} variant="outline" data-testid="license-card">
              <Card.Body gap="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text fontWeight="semibold">
                    {license.softwareName} · {license.plan}
                  </Text>
                  <StatusBadge status={license.displayStatus} />
                </HStack>
                <Wrap align="center" gap="2">
                  <Code fontSize="md" px="2" py="1" data-testid="license-key">
                    {license.licenseKey}
                  </Code>
                  <CopyButton text={license.licenseKey} label="Copy key" aria-label={`Copy license key ${license.licenseKey}`} />
                </Wrap>
                <Text fontSize="sm">
                  Expires {formatDate(license.expiresAt)} · <DaysLeft days={license.daysRemaining} />
                </Text>
                {license.expiringSoon && (
                  <Alert.Root status="warning" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>Expires within {EXPIRY_WARNING_DAYS} days. Renew to keep using the software.</Alert.Title>
                  </Alert.Root>
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>

        <Heading as="h3" size="md">
          Software subscriptions
        </Heading>
        {!loading && subscriptions.length === 0 && <Text color="fg.muted">No active software subscriptions.</Text>}
        <Stack gap="3">
          {subscriptions.map((s) => (
            <Card.Root key={s.id} variant="subtle" size="sm" data-testid="subscription-card">
              <Card.Body>
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text fontWeight="semibold">{s.softwareName}</Text>
                  <StatusBadge status={s.displayStatus} />
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  ${formatCents(s.amountCents)} paid from {s.paymentMethod} · {formatDate(s.startDate)} – {formatDate(s.endDate)} ·{" "}
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
