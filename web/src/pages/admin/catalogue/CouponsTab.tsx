import { stickyLastColumn } from "@/components/sticky-last-column";
import { useMutation } from "@apollo/client/react";
import { Badge, Button, Field, HStack, NativeSelect, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { LuPlus, LuTrash2 } from "react-icons/lu";
import { FormDialog } from "@/components/FormDialog";
import { FormError } from "@/components/FormError";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
import type { AdminCatalogueQuery as AdminCatalogueResult } from "@/gql/graphql";
import { errorMessage } from "@/lib/graphql-errors";
import { AdminCatalogueQuery, CreateCouponMutation, DeleteCouponMutation } from "./catalogue-documents";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@/i18n/format";
import { CouponProductsField } from "./CouponProductsField";
import { MAX_COUNT, MAX_MONEY_CENTS } from "../../../../../common/limits";
import { maxCountText, maxMoneyText, parseDollars } from "../shared/dollars";

type Data = AdminCatalogueResult;

const optionalCount = (raw: string) => (raw.trim() === "" ? null : Number(raw));
const isOptionalCount = (raw: string) => raw.trim() === "" || (Number.isSafeInteger(Number(raw)) && Number(raw) >= 1);

type CouponField = "code" | "amount" | "minOrderCents" | "endsAt" | "maxRedemptions" | "maxPerCustomer";
const COUPON_FIELDS: readonly CouponField[] = ["code", "amount", "minOrderCents", "endsAt", "maxRedemptions", "maxPerCustomer"];

function CouponDialog({ data, onClose }: { data: Data; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const [create, { loading }] = useMutation(CreateCouponMutation, { refetchQueries: [AdminCatalogueQuery] });
  const [code, setCode] = useState("");
  const [kind, setKind] = useState("PERCENT");
  const [amount, setAmount] = useState("");
  const [productIds, setProductIds] = useState<string[]>([]);
  const [minOrder, setMinOrder] = useState("");
  const [maxRedemptions, setMaxRedemptions] = useState("");
  const [maxPerCustomer, setMaxPerCustomer] = useState("");
  const [endsAt, setEndsAt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fields = useFieldProblems<CouponField>({ COUPON_CODE_TAKEN: "code" }, COUPON_FIELDS);
  const problems = fields.problems;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    const value = Number(amount);
    const fixedCents = parseDollars(amount);
    const minOrderCents = minOrder.trim() === "" ? 0 : parseDollars(minOrder);
    const found: Problems<CouponField> = {};
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(code.trim().slice(0, 65))) found.code = t("catalogue.coupon.codeInvalid");
    if (kind === "PERCENT" && !(Number.isInteger(value) && value >= 1 && value <= 100)) found.amount = t("catalogue.coupon.percentRange");
    if (kind === "FIXED" && !fixedCents) found.amount = t("catalogue.coupon.fixedPositive");
    else if (kind === "FIXED" && fixedCents !== null && fixedCents > MAX_MONEY_CENTS)
      found.amount = t("catalogue.coupon.amountTooLarge", { max: maxMoneyText() });
    if (minOrderCents === null) found.minOrderCents = t("catalogue.coupon.minOrderInvalid");
    else if (minOrderCents > MAX_MONEY_CENTS) found.minOrderCents = t("catalogue.coupon.minOrderTooLarge", { max: maxMoneyText() });
    for (const [cap, raw] of [
      ["maxRedemptions", maxRedemptions],
      ["maxPerCustomer", maxPerCustomer],
    ] as const) {
      if (!isOptionalCount(raw)) found[cap] = t("catalogue.coupon.capInvalid");
      else if ((optionalCount(raw) ?? 0) > MAX_COUNT) found[cap] = t("catalogue.coupon.capTooLarge", { max: maxCountText() });
    }
    if (!fields.check(found)) return;
    try {
      await create({
        variables: {
          input: {
            code,
            kind,
            amount: kind === "PERCENT" ? value : (fixedCents ?? 0),
            productIds: productIds.length ? productIds : null,
            minOrderCents: minOrderCents ?? 0,
            maxRedemptions: optionalCount(maxRedemptions),
            maxPerCustomer: optionalCount(maxPerCustomer),
            endsAt: endsAt ? new Date(endsAt).toISOString() : null,
            active: true,
          },
        },
      });
      notify({ title: t("catalogue.coupon.added"), description: code.trim().toUpperCase() });
      onClose();
    } catch (err) {
      if (!fields.showServerError(err)) setError(errorMessage(err));
    }
  }

  return (
    <FormDialog open onClose={onClose} title={t("catalogue.coupon.add")} onSubmit={onSubmit} submitLabel={t("common.save")} loading={loading}>
      <Stack gap="3">
        <FormError message={error} />
        <SimpleGrid columns={2} gap="3">
          <TextField label={t("catalogue.coupon.code")} value={code} onChange={setCode} maxLength={64} required error={problems.code} />
          <Field.Root>
            <Field.Label>{t("customers.ledger.kind")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={kind} onChange={(e) => setKind(e.target.value)}>
                <option value="PERCENT">{t("catalogue.coupon.percentOff")}</option>
                <option value="FIXED">{t("catalogue.coupon.fixedOff")}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <TextField
            label={kind === "PERCENT" ? t("catalogue.coupon.percent") : t("catalogue.coupon.amount")}
            value={amount}
            onChange={setAmount}
            type="number"
            step={kind === "PERCENT" ? "1" : "0.01"}
            required
            error={problems.amount}
          />
          <TextField
            label={t("catalogue.coupon.minOrder")}
            value={minOrder}
            onChange={setMinOrder}
            type="number"
            step="0.01"
            min="0"
            error={problems.minOrderCents}
          />
          <TextField label={t("catalogue.coupon.endsAt")} value={endsAt} onChange={setEndsAt} type="datetime-local" error={problems.endsAt} />
          <TextField
            label={t("catalogue.coupon.totalUses")}
            value={maxRedemptions}
            onChange={setMaxRedemptions}
            type="number"
            min={1}
            helperText={t("catalogue.coupon.noCap")}
            error={problems.maxRedemptions}
          />
          <TextField
            label={t("catalogue.coupon.perCustomer")}
            value={maxPerCustomer}
            onChange={setMaxPerCustomer}
            type="number"
            min={1}
            helperText={t("catalogue.coupon.noCap")}
            error={problems.maxPerCustomer}
          />
          <CouponProductsField products={data.adminProducts.filter((p) => !p.archived)} value={productIds} onChange={setProductIds} />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}

export function CouponsTab({ data }: { data: Data }) {
  const { t } = useTranslation("admin");
  const [adding, setAdding] = useState(false);
  const [remove] = useMutation(DeleteCouponMutation, { refetchQueries: [AdminCatalogueQuery] });
  const productName = new Map(data.adminProducts.map((p) => [p.id, p.name]));

  async function onRemove(id: string, code: string) {
    try {
      const { data: r } = await remove({ variables: { id } });
      notify({ title: r?.deleteCoupon.deactivated ? t("catalogue.coupon.switchedOff") : t("catalogue.coupon.deleted"), description: code });
    } catch (err) {
      notify({ title: t("stock.deleteFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <Button colorPalette="teal" onClick={() => setAdding(true)}>
          <LuPlus /> {t("catalogue.coupon.add")}
        </Button>
      </HStack>
      {data.coupons.length === 0 && (
        <Stack borderWidth="1px" borderStyle="dashed" rounded="md" p="6" gap="1" textAlign="center" data-testid="coupons-empty">
          <Text fontWeight="semibold">{t("catalogue.coupon.emptyTitle")}</Text>
          <Text color="fg.muted" fontSize="sm">
            {t("catalogue.coupon.emptyText")}
          </Text>
        </Stack>
      )}
      {data.coupons.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t("catalogue.tabs.coupons")} css={stickyLastColumn}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("catalogue.coupon.code")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("catalogue.coupon.discount")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("catalogue.tabs.products")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("catalogue.coupon.used")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("common.status")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("common.actions")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.coupons.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell fontFamily="mono">{c.code}</Table.Cell>
                  <Table.Cell>
                    {c.kind === "PERCENT" ? `${c.amount}%` : formatMoney(c.amount)}
                    {c.minOrderCents > 0 && t("catalogue.coupon.minSuffix", { amount: formatMoney(c.minOrderCents) })}
                  </Table.Cell>
                  <Table.Cell>
                    {c.productIds.length === 0
                      ? t("catalogue.coupon.all")
                      : c.productIds.map((id) => productName.get(id) ?? id).join(t("orders.filter.separator"))}
                  </Table.Cell>
                  <Table.Cell>
                    {c.redemptionCount}
                    {c.maxRedemptions !== null && ` / ${c.maxRedemptions}`}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={c.active ? "green" : "gray"}>{c.active ? t("catalogue.coupon.active") : t("catalogue.coupon.off")}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t("common.deleteNamed", { name: c.code })}
                      onClick={() => onRemove(c.id, c.code)}
                    >
                      <LuTrash2 />
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {adding && <CouponDialog data={data} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
