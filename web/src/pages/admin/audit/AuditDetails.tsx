import { Box, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { i18n } from "@/i18n";
import { formatMoney } from "@/i18n/format";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Money in the details is integer cents under a key ending in "Cents" (fromCents, totalCents). */
const MONEY_KEY = /Cents$/;
/** What an unset detail shows. */
const NOTHING = "—";

/**
 * A details key in the reader's language (admin.json audit.fields: "fromCents" → "From",
 * «Было»; its value is shown as money); a key without a translation is spelled out: "newKey" →
 * "New key", "feeCents" → "Fee". Nested keys are joined with " › ". The server's JSON itself
 * stays English for API consumers.
 */
const label = (key: string) => {
  const translated = `audit.fields.${key}`;
  if (i18n.exists(translated, { ns: "admin" })) return i18n.t(translated, { ns: "admin" });
  const words = key
    .replace(MONEY_KEY, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The details object as [label, value] pairs, nested objects (and lists of objects, numbered)
 * flattened into their parents' labels,
 * cents as money ($7.00), yes/no in the reader's language, an unset value as a dash;
 * `valueLabel` names a bare value.
 */
export function detailFields(value: Json, valueLabel: string, prefix = "", key = ""): Array<[string, string]> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => detailFields(v, valueLabel, prefix ? `${prefix} › ${label(k)}` : label(k), k));
  }
  // A list of objects (an order's lines, price tiers): each item numbered, its keys labelled like the rest.
  if (Array.isArray(value) && value.some((v) => v !== null && typeof v === "object")) {
    const head = prefix || valueLabel;
    return value.flatMap((v, i) => detailFields(v, valueLabel, `${head} ${i + 1}`, key));
  }
  if (typeof value === "number" && MONEY_KEY.test(key)) return [[prefix || valueLabel, formatMoney(value)]];
  if (typeof value === "boolean") return [[prefix || valueLabel, i18n.t(value ? "common.yes" : "common.no", { ns: "admin" })]];
  // Nothing set (null, an empty list) reads as a dash, never as the word "null" or a blank.
  if (value === null || (Array.isArray(value) && value.length === 0)) return [[prefix || valueLabel, NOTHING]];
  const text = Array.isArray(value) ? value.map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v))).join(", ") : String(value);
  return [[prefix || valueLabel, text]];
}

function parse(details: string): Json | undefined {
  try {
    return JSON.parse(details) as Json;
  } catch {
    return undefined;
  }
}

/** An entry's details as [label, value] pairs; undefined when the text is not JSON. */
export function auditDetailFields(details: string, valueLabel: string): Array<[string, string]> | undefined {
  const parsed = parse(details);
  return parsed === undefined ? undefined : detailFields(parsed, valueLabel);
}

const MAX_FIELDS = 6;

/** An audit entry's details as labelled fields rather than raw JSON; the full text stays in the tooltip. */
export function AuditDetails({ details }: { details: string }) {
  const { t } = useTranslation("admin");
  const fields = auditDetailFields(details, t("audit.value"));
  if (fields === undefined) {
    return (
      <Text fontSize="xs" lineClamp={2} title={details} wordBreak="break-all">
        {details}
      </Text>
    );
  }
  return (
    <Box
      as="dl"
      fontSize="xs"
      title={details}
      display="grid"
      gridTemplateColumns="auto 1fr"
      columnGap="2"
      rowGap="0.5"
      minW={{ base: "44", md: "64" }}
      data-testid="audit-details"
    >
      {fields.slice(0, MAX_FIELDS).map(([name, value], i) => (
        <Box key={i} display="contents">
          <Text as="dt" color="fg.muted" whiteSpace="nowrap">
            {name}
          </Text>
          <Text as="dd" wordBreak="break-word" lineClamp={2}>
            {value}
          </Text>
        </Box>
      ))}
      {fields.length > MAX_FIELDS && (
        <Text as="dd" gridColumn="span 2" color="fg.muted">
          {t("audit.andMore", { count: fields.length - MAX_FIELDS })}
        </Text>
      )}
    </Box>
  );
}
