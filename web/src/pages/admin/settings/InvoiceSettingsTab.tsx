import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Card, Field, HStack, Image, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "@/components/Form";
import { LabelledField } from "@/components/LabelledField";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";

const InvoiceSettingsQuery = graphql(`
  query InvoiceSettings {
    invoiceSettings {
      legalName
      address
      taxId
      contact
      timeZone
      logoUrl
    }
  }
`);

const UpdateInvoiceSettingsMutation = graphql(`
  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {
    updateInvoiceSettings(input: $input) {
      legalName
      address
      taxId
      contact
      timeZone
      logoUrl
    }
  }
`);

/** The server's limits (server/modules/orders/invoice-settings.ts). */
const LIMITS = { legalName: 200, address: 500, taxId: 64, contact: 200 } as const;
const MAX_LOGO_BYTES = 40 * 1024;

/** The zones this browser knows (the server checks the chosen one against its own list). */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set(["UTC", current, ...known])].filter(Boolean);
}

/**
 * Settings → Invoices: who issues the invoices (legal name, address, tax id, contact, logo) and
 * the time zone their times are shown in. Every invoice shown after saving prints them.
 */
export function InvoiceSettingsTab() {
  const { t } = useTranslation("admin");
  const { data, loading, error, refetch } = useQuery(InvoiceSettingsQuery);
  const [save, { loading: saving }] = useMutation(UpdateInvoiceSettingsMutation);
  const settings = data?.invoiceSettings;
  const [form, setForm] = useState({ legalName: "", address: "", taxId: "", contact: "", timeZone: "UTC" });
  const [uploading, setUploading] = useState(false);
  const zones = useMemo(() => timeZones(form.timeZone), [form.timeZone]);

  useEffect(() => {
    if (settings)
      setForm({ legalName: settings.legalName, address: settings.address, taxId: settings.taxId, contact: settings.contact, timeZone: settings.timeZone });
  }, [settings]);

  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await save({
        variables: { input: form },
        update: (cache, { data: saved }) => {
          if (saved) cache.writeQuery({ query: InvoiceSettingsQuery, data: { invoiceSettings: saved.updateInvoiceSettings } });
        },
      });
      notify({ title: t("settings.invoices.saved") });
    } catch (err) {
      notify({ title: t("common.error"), description: errorMessage(err, t("settings.updateFailed")), variant: "destructive" });
    }
  }

  async function sendLogo(file: File | null) {
    if (file && file.size > MAX_LOGO_BYTES) {
      notify({ title: t("common.error"), description: t("settings.invoices.logoTooLarge"), variant: "destructive" });
      return;
    }
    setUploading(true);
    try {
      const res = await fetch("/api/admin/invoice-logo", {
        method: "POST",
        body: file ?? new Blob([]),
        headers: { "content-type": file?.type || "image/png" },
      });
      const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
      if (!res.ok) throw new Error(body.error?.message ?? t("settings.invoices.logoFailed"));
      await refetch();
      notify({ title: file ? t("settings.invoices.logoSaved") : t("settings.invoices.logoRemoved") });
    } catch (err) {
      notify({ title: t("common.error"), description: errorMessage(err, t("settings.invoices.logoFailed")), variant: "destructive" });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="invoice-settings-heading" data-testid="invoice-settings">
      <Card.Header>
        <Card.Title as="h2" id="invoice-settings-heading">
          {t("settings.invoices.title")}
        </Card.Title>
        <Card.Description>{t("settings.invoices.intro")}</Card.Description>
      </Card.Header>
      <Card.Body>
        {error && !settings ? (
          <Text color="fg.error">{t("settings.invoices.loadFailed")}</Text>
        ) : (
          <Stack gap="6" maxW="2xl">
            <Form gap="4" onSubmit={submit} guardLeave>
              <TextField
                label={t("settings.invoices.legalName")}
                value={form.legalName}
                onChange={set("legalName")}
                maxLength={LIMITS.legalName}
                disabled={loading && !settings}
                helperText={t("settings.invoices.legalNameHint")}
              />
              <LabelledField
                label={t("settings.invoices.address")}
                helperText={t("settings.invoices.addressHint", { max: LIMITS.address })}
                disabled={loading && !settings}
              >
                <Textarea rows={3} value={form.address} onChange={(e) => set("address")(e.target.value)} maxLength={LIMITS.address} />
              </LabelledField>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField
                  label={t("settings.invoices.taxId")}
                  value={form.taxId}
                  onChange={set("taxId")}
                  maxLength={LIMITS.taxId}
                  disabled={loading && !settings}
                />
                <TextField
                  label={t("settings.invoices.contact")}
                  value={form.contact}
                  onChange={set("contact")}
                  maxLength={LIMITS.contact}
                  disabled={loading && !settings}
                  helperText={t("settings.invoices.contactHint")}
                />
              </SimpleGrid>
              <LabelledField label={t("settings.invoices.timeZone")} helperText={t("settings.invoices.timeZoneHint")} disabled={loading && !settings}>
                <NativeSelect.Root>
                  <NativeSelect.Field value={form.timeZone} onChange={(e) => set("timeZone")(e.target.value)}>
                    {zones.map((zone) => (
                      <option key={zone} value={zone}>
                        {zone}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </LabelledField>
              <Button type="submit" alignSelf="flex-start" loading={saving} disabled={loading && !settings}>
                {t("settings.invoices.save")}
              </Button>
            </Form>
            <Field.Root disabled={uploading}>
              <Field.Label>{t("settings.invoices.logo")}</Field.Label>
              <HStack gap="4" align="center" flexWrap="wrap">
                {settings?.logoUrl && <Image src={settings.logoUrl} alt={t("settings.invoices.logoCurrent")} maxH="12" maxW="40" objectFit="contain" />}
                <Input type="file" accept="image/png,image/jpeg" p="1" maxW="sm" onChange={(e) => void sendLogo(e.target.files?.[0] ?? null)} />
                {settings?.logoUrl && (
                  <Button variant="outline" size="sm" onClick={() => void sendLogo(null)} loading={uploading}>
                    {t("settings.invoices.logoRemove")}
                  </Button>
                )}
              </HStack>
              <Field.HelperText>{t("settings.invoices.logoHint")}</Field.HelperText>
            </Field.Root>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
