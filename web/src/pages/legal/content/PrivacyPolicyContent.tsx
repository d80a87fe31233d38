import { useTranslation } from "react-i18next";
import { LegalDocument } from "./LegalDocument";
import { LegalMarkdown } from "./LegalMarkdown";
import { useLegalText } from "./useLegalText";

export function PrivacyPolicyContent() {
  const { t } = useTranslation("legal");
  const { text, loading, updated } = useLegalText("privacy");
  const body = text("body");
  return (
    <LegalDocument title={t("privacy.title")} updated={updated}>
      <LegalMarkdown source={body.value} language={body.language} loading={loading} />
    </LegalDocument>
  );
}
