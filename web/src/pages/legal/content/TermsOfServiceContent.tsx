import { List, Text } from "@chakra-ui/react";
import { useSiteData } from "@/site/useSiteData";
import { LegalDocument } from "./LegalDocument";
import { LegalSection } from "./LegalSection";

export function TermsOfServiceContent() {
  const { settings } = useSiteData();
  const site = settings.siteName.trim() || "BIA";
  return (
    <LegalDocument title="Terms of Service" updated="January 1, 2026">
      <Text>
        These Terms of Service govern your use of {site} and everything sold on it. By creating an account or making a purchase you agree to them. If you do not
        agree, do not use the service.
      </Text>
      <LegalSection title="1. Eligibility">
        <Text>You must be at least 18 years old to create an account or make a purchase. By registering you confirm that you are 18 or older.</Text>
      </LegalSection>
      <LegalSection title="2. Your Account">
        <Text>
          You are responsible for keeping your password secret and for everything done with your account. Tell us at once if you believe someone else has access
          to it. One person may not hold several accounts to get around limits.
        </Text>
      </LegalSection>
      <LegalSection title="3. Balance and Payments">
        <Text>
          Purchases are paid from a prepaid balance that you top up through our payment provider. Amounts are shown in US dollars with two decimals. Your
          balance is credited once the provider confirms the payment. A balance cannot be withdrawn or exchanged for cash.
        </Text>
      </LegalSection>
      <LegalSection title="4. Digital Accounts">
        <Text>
          Account packs are delivered immediately after purchase in your dashboard, one credential line per account. Copy and store them safely: you are
          responsible for what you do with them and for complying with the terms of the platforms they belong to.
        </Text>
      </LegalSection>
      <LegalSection title="5. Software Licences">
        <Text>
          A software licence is personal, lasts 30 days from purchase, and may be checked by the software against our licence service. Sharing or reselling a
          licence key is not allowed and may lead to its suspension.
        </Text>
      </LegalSection>
      <LegalSection title="6. All Purchases Are Final">
        <Text>
          All purchases are final. Because digital goods are delivered instantly and cannot be returned, no refunds are given, except where required by law.
        </Text>
      </LegalSection>
      <LegalSection title="7. Acceptable Use">
        <Text>You agree not to:</Text>
        <List.Root ps="5">
          <List.Item>use the service for anything unlawful, for fraud, spam or harassment;</List.Item>
          <List.Item>attack, overload or probe the service, or access data that is not yours;</List.Item>
          <List.Item>pay with funds you are not entitled to use.</List.Item>
        </List.Root>
        <Text>We may suspend or close accounts that break these rules.</Text>
      </LegalSection>
      <LegalSection title="8. Limitation of Liability">
        <Text>
          The service is provided "as is". To the extent permitted by law, we are not liable for indirect or consequential losses, and our total liability is
          limited to the amount you paid us in the 30 days before the claim.
        </Text>
      </LegalSection>
      <LegalSection title="9. Changes">
        <Text>We may update these terms. The date above shows the latest version; continuing to use the service means you accept it.</Text>
      </LegalSection>
      <LegalSection title="10. Contact">
        <Text>Questions about these terms can be sent through the contact page. We answer inquiries within 48 hours.</Text>
      </LegalSection>
    </LegalDocument>
  );
}
