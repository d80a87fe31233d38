import { MAX_MONEY_CENTS, moneyLimitMessage } from "../../../../../common/limits";
import { useMutation } from "@apollo/client/react";
import { Field, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { FormDialog } from "@/components/FormDialog";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatCents } from "@/lib/money";
import { parseDollars } from "../shared/dollars";
import type { CustomerRow } from "./customer-row";

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
  const [setBalance, { loading }] = useMutation(SetCustomerBalanceMutation);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");

  useEffect(() => {
    if (customer) {
      setAmount(formatCents(customer.balanceCents));
      setReason("");
    }
  }, [customer]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!customer) return;
    const cents = parseDollars(amount);
    if (cents === null) {
      notify({ title: "Invalid Balance", description: "Please enter a valid non-negative number for balance.", variant: "destructive" });
      return;
    }
    if (cents > MAX_MONEY_CENTS) {
      notify({ title: "Invalid Balance", description: moneyLimitMessage("Balance"), variant: "destructive" });
      return;
    }
    if (!reason.trim()) {
      notify({ title: "Missing Information", description: "Please enter a reason for the balance change.", variant: "destructive" });
      return;
    }
    try {
      await setBalance({ variables: { customerId: customer.id, balanceCents: cents, reason: reason.trim() } });
      notify({ title: "Balance Updated", description: `${customer.name || customer.email} now has $${formatCents(cents)}.` });
      onSaved();
      onClose();
    } catch (err) {
      notify({ title: "Failed to update balance.", description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <FormDialog open={customer !== null} onClose={onClose} title="Edit Balance" onSubmit={save} submitLabel="Save Balance" loading={loading} bodyProps={{ display: "flex", flexDirection: "column", gap: "4" }}>
      <Text fontSize="sm" color="fg.muted">
        {customer?.name} ({customer?.email}) — current balance ${formatCents(customer?.balanceCents ?? 0)}
      </Text>
      <TextField label="New Balance ($)" inputMode="decimal" type="number" step="0.01" min="0" value={amount} onChange={setAmount} />
      <Field.Root required>
        <Field.Label>
          Reason <Field.RequiredIndicator />
        </Field.Label>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} placeholder="Why the balance changes (kept in the ledger)" />
      </Field.Root>
    </FormDialog>
  );
}
