import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { useInsufficientBalanceDialog } from "@/components/InsufficientBalanceDialog";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { errorMessage, purchaseErrorMessage } from "@/lib/graphql-errors";
import { formatMoney } from "@/i18n/format";

const PurchaseSoftwareMutation = graphql(`
  mutation PurchaseSoftwareLicense($idempotencyKey: String!) {
    purchaseSoftwareLicense(idempotencyKey: $idempotencyKey) {
      __typename
      ... on SoftwarePurchase {
        license {
          id
          licenseKey
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

/**
 * StoryTag's 'Purchase Now': asks first (a paid one-click should), with the software product's
 * configured price (`undefined` while it loads), then buys one 30-day licence from the balance and
 * opens the dashboard's licences.
 */
export default function PurchaseSoftwareButton({ priceCents }: { priceCents: number | undefined }) {
  const { user, refetch } = useCurrentUser();
  const navigate = useNavigate();
  const insufficientBalance = useInsufficientBalanceDialog();
  const [purchase, { loading }] = useMutation(PurchaseSoftwareMutation, { refetchQueries: ["MyLicensesSection"] });
  // Kept until the purchase is answered, so a retry after a network failure cannot buy twice.
  const idempotencyKey = useRef<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { t } = useTranslation("tools");

  function ask() {
    if (!user) {
      navigate("/auth/login");
      return;
    }
    if (user.role === "admin") {
      notify({ title: t("public:purchase.adminsCannotPurchase"), variant: "destructive" });
      return;
    }
    if (priceCents === undefined) return;
    if (user.balanceCents < priceCents) {
      insufficientBalance.open();
      return;
    }
    setConfirming(true);
  }

  async function buy() {
    setConfirming(false);
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const { data } = await purchase({ variables: { idempotencyKey: idempotencyKey.current } });
      idempotencyKey.current = null;
      const result = data?.purchaseSoftwareLicense;
      if (result?.__typename === "SoftwarePurchase") {
        await refetch();
        notify({ title: t("public:purchase.successful"), description: t("storytag.licenseReady") });
        navigate("/customer/dashboard", { state: { scrollTo: "licenses" } });
      } else if (result?.__typename === "InsufficientBalanceError") {
        insufficientBalance.open();
      } else if (result && "message" in result) {
        notify({ title: purchaseErrorMessage(result), variant: "destructive" });
      }
    } catch (err) {
      notify({ title: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <>
      <Button colorPalette="teal" size="lg" loading={loading} disabled={priceCents === undefined} onClick={ask}>
        {t("storytag.purchaseNow")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("storytag.confirmTitle")}
        description={t("storytag.confirmText", {
          price: formatMoney(priceCents ?? 0),
          after: formatMoney((user?.balanceCents ?? 0) - (priceCents ?? 0)),
        })}
        confirmLabel={t("storytag.buyLicence")}
        onConfirm={() => void buy()}
      />
    </>
  );
}
