import { MAX_MONEY_CENTS } from "../../../../../common/limits";
import { useMutation } from "@apollo/client/react";
import { Text, Textarea } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { FormDialog } from "@/components/FormDialog";
import { notify } from "@/components/notify";
import { LabelledField } from "@/components/LabelledField";
import { TextField } from "@/components/TextField";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";
import { maxMoneyText, parseDollars } from "../shared/dollars";
import type { CustomerRow } from "./customer-row";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@/i18n/format";

const SetCustomerBalanceMutation = graphql(`
  mutation SetCustomerBalance($customerId: ID!, $balanceCents: Int!, $reason: String!) {
    setCustomerBalance(customerId: $customerId, balanceCents: $balanceCents, reason: $reason) {
      id
      balanceCents
    }
  }
`);

interface EditBalanceDialogProps {
  customer: CustomerRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Sets a balance to an exact amount; the server writes the difference to the ledger with the reason. */
export function EditBalanceDialog({ customer, onClose, onSaved }: EditBalanceDialogProps) {
  const { t } = useTranslation("admin");
  const [setBalance, { loading }] = useMutation(SetCustomerBalanceMutation);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const fields = useFieldProblems<"balanceCents" | "reason">({}, ["balanceCents", "reason"]);
  const { clear } = fields;

  useEffect(() => {
    if (customer) {
      setAmount(formatCents(customer.balanceCents));
      setReason("");
      clear();
    }
  }, [customer, clear]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!customer) return;
    const cents = parseDollars(amount);
    const found: Problems<"balanceCents" | "reason"> = {};
    if (cents === null) found.balanceCents = t("customers.balance.invalidText");
    else if (cents > MAX_MONEY_CENTS) found.balanceCents = t("customers.balance.tooLarge", { max: maxMoneyText() });
    if (!reason.trim()) found.reason = t("customers.balance.reasonMissing");
    if (!fields.check(found) || cents === null) return;
    try {
      await setBalance({ variables: { customerId: customer.id, balanceCents: cents, reason: reason.trim() } });
      notify({
        title: t("customers.balance.updated"),
        description: t("customers.balance.updatedText", { name: customer.name || customer.email, amount: formatMoney(cents) }),
      });
      onSaved();
      onClose();
    } catch (err) {
      if (fields.showServerError(err)) return;
      notify({ title: t("customers.balance.updateFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <FormDialog
      open={customer !== null}
      onClose={onClose}
      title={t("customers.balance.title")}
      onSubmit={save}
      submitLabel={t("customers.balance.save")}
      loading={loading}
      bodyProps={{ display: "flex", flexDirection: "column", gap: "4" }}
    >
      <Text fontSize="sm" color="fg.muted">
        {t("customers.balance.current", { name: customer?.name, email: customer?.email, amount: formatMoney(customer?.balanceCents ?? 0) })}
      </Text>
      <TextField
        label={t("customers.balance.newBalance")}
        inputMode="decimal"
        type="number"
        step="0.01"
        min="0"
        value={amount}
        onChange={setAmount}
        error={fields.problems.balanceCents}
      />
      <LabelledField label={t("customers.ledger.reason")} required error={fields.problems.reason}>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} placeholder={t("customers.balance.reasonPlaceholder")} />
      </LabelledField>
    </FormDialog>
  );
}
