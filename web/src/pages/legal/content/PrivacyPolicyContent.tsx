import { List, Table, Text } from "@chakra-ui/react";
import { useSiteData } from "@/site/useSiteData";
import { LegalDocument } from "./LegalDocument";
import { LegalSection } from "./LegalSection";

const RETENTION = [
  { data: "Account data", kept: "Until you delete your account, or 7 years after your last activity" },
  { data: "Transaction records", kept: "7 years" },
  { data: "Support communications", kept: "3 years" },
  { data: "Purchased credentials", kept: "Deleted right after delivery" },
  { data: "Analytics data", kept: "2 years" },
];

export function PrivacyPolicyContent() {
  const { settings } = useSiteData();
  const site = settings.siteName.trim() || "BIA";
  return (
    <LegalDocument title="Privacy Policy" updated="January 1, 2026">
      <Text>This policy explains what personal data {site} collects, why, how long we keep it, and the rights you have over it.</Text>
      <LegalSection title="1. Data We Collect">
        <List.Root ps="5">
          <List.Item>Account data: your name, e-mail address and a hash of your password (never the password itself).</List.Item>
          <List.Item>Transaction data: top-ups, purchases, order history and licences.</List.Item>
          <List.Item>Support communications: messages you send us.</List.Item>
          <List.Item>Technical data: IP address and browser details for security, rate limiting and analytics.</List.Item>
        </List.Root>
      </LegalSection>
      <LegalSection title="2. How We Use It">
        <Text>
          To run your account, deliver purchases, process payments through our payment provider, prevent fraud and abuse, answer your questions, and meet legal
          obligations such as bookkeeping. We do not sell your personal data.
        </Text>
      </LegalSection>
      <LegalSection title="3. Data Retention">
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Data</Table.ColumnHeader>
              <Table.ColumnHeader>How long we keep it</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {RETENTION.map((r) => (
              <Table.Row key={r.data}>
                <Table.Cell>{r.data}</Table.Cell>
                <Table.Cell>{r.kept}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </LegalSection>
      <LegalSection title="4. Cookies">
        <Text>
          Essential cookies keep you signed in and remember your choices; they are always on. Functional, analytics and marketing cookies are used only with
          your consent, which you can change at any time.
        </Text>
      </LegalSection>
      <LegalSection title="5. Your Rights">
        <Text>You may ask for a copy of your data, its correction or its deletion, and object to its use. We answer privacy requests within 30 days.</Text>
      </LegalSection>
      <LegalSection title="6. Security">
        <Text>Passwords are stored as one-way hashes, secrets are encrypted at rest, and all access is limited to what each role needs.</Text>
      </LegalSection>
      <LegalSection title="7. Contact">
        <Text>Send privacy questions through the contact page. We respond to inquiries within 48 hours.</Text>
      </LegalSection>
    </LegalDocument>
  );
}
