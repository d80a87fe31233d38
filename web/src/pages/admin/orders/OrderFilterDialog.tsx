import { Button, Field, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useState, type FormEvent } from "react";
import { graphql } from "@/gql";
import { FormDialog } from "@/components/FormDialog";
import { TextField } from "@/components/TextField";
import { useFieldProblems } from "@/components/useFieldProblems";
import { NO_FILTER, type OrderFilter } from "./order-filter";
import { useTranslation } from "react-i18next";

const OrderFilterChoicesQuery = graphql(`
  query OrderFilterChoices {
    adminProducts {
      id
      name
    }
    categories {
      id
      name
    }
  }
`);

interface OrderFilterDialogProps {
  open: boolean;
  filter: OrderFilter;
  onApply: (filter: OrderFilter) => void;
  onClose: () => void;
}

export function OrderFilterDialog({ open, filter, onApply, onClose }: OrderFilterDialogProps) {
  const { t } = useTranslation("admin");
  const [draft, setDraft] = useState(filter);
  const catalogue = useQuery(OrderFilterChoicesQuery);
  // A range that ends before it starts is the end date's problem, shown under To.
  const fields = useFieldProblems<"to">();
  const { clear } = fields;

  useEffect(() => {
    if (open) {
      setDraft(filter);
      clear();
    }
  }, [open, filter, clear]);

  function apply(e: FormEvent) {
    e.preventDefault();
    if (!fields.check(draft.from && draft.to && draft.from > draft.to ? { to: t("orders.filter.badRange") } : {})) return;
    onApply(draft);
    onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("orders.filter.title")}
      onSubmit={apply}
      bodyProps={{ display: "flex", flexDirection: "column", gap: "4" }}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              onApply(NO_FILTER);
              onClose();
            }}
          >
            {t("orders.filter.clear")}
          </Button>
          <Button type="submit" colorPalette="teal">
            {t("orders.filter.apply")}
          </Button>
        </>
      }
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label={t("orders.filter.from")} type="date" value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
        <TextField label={t("orders.filter.to")} type="date" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} error={fields.problems.to} />
      </SimpleGrid>
      <Field.Root>
        <Field.Label>{t("orders.filter.type")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={draft.orderType} onChange={(e) => setDraft({ ...draft, orderType: e.target.value })}>
            <option value="">{t("orders.filter.allOrders")}</option>
            <option value="account">{t("orders.filter.typeAccounts")}</option>
            <option value="software">{t("orders.filter.typeSoftware")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t("orders.filter.utcHint")}</Field.HelperText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="4">
        <Field.Root>
          <Field.Label>{t("orders.product")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.productId} onChange={(e) => setDraft({ ...draft, productId: e.target.value })}>
              <option value="">{t("common.allProducts")}</option>
              {(catalogue.data?.adminProducts ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t("orders.filter.category")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.categoryId} onChange={(e) => setDraft({ ...draft, categoryId: e.target.value })}>
              <option value="">{t("orders.filter.allCategories")}</option>
              {(catalogue.data?.categories ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
    </FormDialog>
  );
}
