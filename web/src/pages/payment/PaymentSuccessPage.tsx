import { useTranslation } from "react-i18next";
import { LuCircleCheck } from "react-icons/lu";
import { PaymentOutcome } from "./PaymentOutcome";

export default function PaymentSuccessPage() {
  const { t } = useTranslation("public");
  return (
    <PaymentOutcome
      icon={<LuCircleCheck />}
      iconColor="green.solid"
      title={t("payment.successTitle")}
      text={t("payment.successText")}
      linkTo="/customer/dashboard"
      linkText={t("payment.toDashboard")}
    />
  );
}
