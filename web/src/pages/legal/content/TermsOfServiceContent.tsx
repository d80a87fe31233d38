import { useTranslation } from "react-i18next";
import { LegalDocument } from "./LegalDocument";
import { LegalMarkdown } from "./LegalMarkdown";
import { useLegalText } from "./useLegalText";

export function TermsOfServiceContent() {
  const { t } = useTranslation("legal");
  const { text, loading, updated } = useLegalText("terms");
  const body = text("body");
  return (
    <LegalDocument title={t("terms.title")} updated={updated}>
      <LegalMarkdown source={body.value} language={body.language} loading={loading} />
    </LegalDocument>
  );
}
