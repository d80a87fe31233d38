import { useTranslation } from "react-i18next";
import { LuCircleX } from "react-icons/lu";
import { PaymentOutcome } from "./PaymentOutcome";

export default function PaymentFailedPage() {
  const { t } = useTranslation("public");
  return (
    <PaymentOutcome
      icon={<LuCircleX />}
      iconColor="red.solid"
      title={t("payment.failedTitle")}
      text={t("payment.failedText")}
      linkTo="/customer/add-balance"
      linkText={t("payment.tryAgain")}
    />
  );
}
