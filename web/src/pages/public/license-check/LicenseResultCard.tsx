import { Alert, Badge, Card, DataList, Heading } from "@chakra-ui/react";
import { EXPIRY_WARNING_DAYS, formatDate } from "./license-key-rules";

export interface LicenseCheckOutcome {
  status: string;
  message: string;
  expiresAt?: string | null;
  daysRemaining: number;
  expiringSoon: boolean;
}

export function LicenseResultCard({ result }: { result: LicenseCheckOutcome }) {
  const valid = result.status === "success";
  return (
    <Card.Root variant="outline" borderColor={valid ? "green.500" : "red.500"} role="status" aria-live="polite" data-testid="license-result">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          <Badge colorPalette={valid ? "green" : "red"} size="lg" mr="3">
            {valid ? "Valid" : "Invalid"}
          </Badge>
          {result.message}
        </Heading>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>Status</DataList.ItemLabel>
            <DataList.ItemValue>{result.status}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Expires</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(result.expiresAt)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Days remaining</DataList.ItemLabel>
            <DataList.ItemValue color={result.daysRemaining <= EXPIRY_WARNING_DAYS ? "red.500" : undefined} fontWeight="semibold">
              {result.daysRemaining}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {valid && result.expiringSoon && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              This license expires in {result.daysRemaining} {result.daysRemaining === 1 ? "day" : "days"}. Renew it to keep using the software.
            </Alert.Title>
          </Alert.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
