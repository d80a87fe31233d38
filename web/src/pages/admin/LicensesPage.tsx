import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Code, Heading, HStack, Link, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { CopyButton } from "@/components/CopyButton";
import { notify } from "@/components/notify";
import { stickyLastColumn } from "@/components/sticky-last-column";
import { EXPIRY_WARNING_DAYS, formatDate, formatDateTime } from "@/pages/public/license-check/license-key-rules";
import { announceError, announceResult } from "./licenses/announce-result";
import { AdminLicensesQuery, DeleteLicenseMutation, SetLicenseStatusMutation } from "./licenses/admin-license-documents";
import { ExtendLicenseDialog } from "./licenses/ExtendLicenseDialog";
import { LicenseDetailDialog } from "./licenses/LicenseDetailDialog";
import { useTranslation } from "react-i18next";

const STATE_COLORS: Record<string, string> = { active: "green", inactive: "orange", expired: "red" };

export default function LicensesPage() {
  const { t } = useTranslation("admin");
  const { data, loading, error } = useQuery(AdminLicensesQuery, { fetchPolicy: "cache-and-network" });
  const [setStatus] = useMutation(SetLicenseStatusMutation, { refetchQueries: ["AdminLicenses"] });
  const [remove, { loading: deleting }] = useMutation(DeleteLicenseMutation, { refetchQueries: ["AdminLicenses"] });
  const [extending, setExtending] = useState<{ licenseKey: string; expiresAt: string } | null>(null);
  const [deletingKey, setDeletingKey] = useState<string | null>(null);
  const [detailKey, setDetailKey] = useState<string | null>(null);

  useEffect(() => {
    if (error) notify({ title: t("licenses.loadFailed"), variant: "destructive" });
  }, [error, t]);

  // A failed list load shows an empty table (spec §8), never stale rows.
  const licenses = error ? [] : (data?.licenses ?? []);

  async function toggle(licenseKey: string, active: boolean) {
    try {
      const { data: answer } = await setStatus({ variables: { licenseKey, active } });
      announceResult(answer?.setLicenseStatus, t("licenses.updateFailed"), t);
    } catch (err) {
      announceError(err, t("licenses.updateFailed"));
    }
  }

  async function confirmDelete() {
    if (!deletingKey) return;
    try {
      const { data: answer } = await remove({ variables: { licenseKey: deletingKey } });
      announceResult(answer?.deleteLicense, t("licenses.deleteFailed"), t);
    } catch (err) {
      announceError(err, t("licenses.deleteFailed"));
    }
    setDeletingKey(null);
  }

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t("licenses.title")}
        </Heading>
        <Button asChild colorPalette="teal">
          <RouterLink to="/admin/license-management">{t("licenses.create")}</RouterLink>
        </Button>
      </HStack>
      {/* The seed has two licence menus; each page says what it is for and leads to the other. */}
      <Text color="fg.muted" data-testid="page-purpose">
        {t("licenses.listPurpose")}{" "}
        <Link asChild colorPalette="teal" textDecoration="underline">
          <RouterLink to="/admin/license-management">{t("licenses.toManagement")}</RouterLink>
        </Link>
      </Text>
      {!loading && licenses.length === 0 && <Text color="fg.muted">{t("licenses.empty")}</Text>}
      {licenses.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" stickyHeader css={stickyLastColumn}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("licenses.key")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("common.email")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("licenses.plan")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("common.status")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("licenses.expires")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("licenses.daysLeft")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("common.created")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("common.lastUsed")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("common.actions")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {licenses.map((l) => (
                <Table.Row key={l.id} data-license-key={l.licenseKey}>
                  <Table.Cell>
                    <HStack gap="2">
                      <Code>{l.licenseKey}</Code>
                      <CopyButton text={l.licenseKey} label={t("common.copy")} aria-label={t("common.copyLicenseKey", { key: l.licenseKey })} />
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{l.email}</Table.Cell>
                  <Table.Cell>{l.plan}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATE_COLORS[l.state] ?? "gray"}>{l.state in STATE_COLORS ? t(`licenses.states.${l.state}`) : l.state}</Badge>
                  </Table.Cell>
                  <Table.Cell>{formatDate(l.expiresAt)}</Table.Cell>
                  <Table.Cell color={l.daysRemaining <= EXPIRY_WARNING_DAYS ? "red.500" : undefined} fontWeight="semibold">
                    {l.daysRemaining}
                  </Table.Cell>
                  <Table.Cell>{formatDate(l.createdAt)}</Table.Cell>
                  <Table.Cell>{l.lastUsedAt ? formatDateTime(l.lastUsedAt) : t("licenses.never")}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => toggle(l.licenseKey, !l.status)}
                        aria-label={t(l.status ? "licenses.deactivateNamed" : "licenses.activateNamed", { key: l.licenseKey })}
                      >
                        {l.status ? t("licenses.deactivate") : t("licenses.activate")}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setDetailKey(l.licenseKey)}
                        aria-label={t("licenses.detail.openNamed", { key: l.licenseKey })}
                      >
                        {t("licenses.detail.open")}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setExtending({ licenseKey: l.licenseKey, expiresAt: l.expiresAt })}
                        aria-label={t("licenses.extendNamed", { key: l.licenseKey })}
                      >
                        {t("licenses.extend")}
                      </Button>
                      <Button
                        size="xs"
                        colorPalette="red"
                        variant="outline"
                        onClick={() => setDeletingKey(l.licenseKey)}
                        aria-label={t("common.deleteNamed", { name: l.licenseKey })}
                      >
                        {t("common.delete")}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <LicenseDetailDialog licenseKey={detailKey} onClose={() => setDetailKey(null)} />
      <ExtendLicenseDialog licenseKey={extending?.licenseKey ?? null} currentExpiry={extending?.expiresAt} onClose={() => setExtending(null)} />
      <ConfirmDialog
        open={deletingKey !== null}
        onOpenChange={(open) => !open && setDeletingKey(null)}
        title={t("licenses.deleteTitle")}
        description={t("licenses.deleteText", { key: deletingKey ?? "" })}
        confirmLabel={t("common.delete")}
        destructive
        loading={deleting}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
