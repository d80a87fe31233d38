import { PrivacyPolicyContent } from "@/pages/legal/content/PrivacyPolicyContent";

export default function PrivacyPolicyPage() {
  return <PrivacyPolicyContent />;
}
