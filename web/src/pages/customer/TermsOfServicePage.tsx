import { TermsOfServiceContent } from "@/pages/legal/content/TermsOfServiceContent";

export default function TermsOfServicePage() {
  return <TermsOfServiceContent />;
}
