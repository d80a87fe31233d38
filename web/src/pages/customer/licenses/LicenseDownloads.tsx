import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Badge, Box, Button, Code, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { formatBytes } from "@/lib/software-archive";
import { formatDate } from "@/pages/public/license-check/license-key-rules";

const LicenseDownloadsQuery = graphql(`
  query LicenseDownloads($licenseId: ID!) {
    licenseDownloads(licenseId: $licenseId) {
      ...SoftwareVersionFields
    }
  }
`);

const CreateDownloadLinkMutation = graphql(`
  mutation CreateDownloadLink($licenseId: ID!, $versionId: ID!) {
    createDownloadLink(licenseId: $licenseId, versionId: $versionId) {
      url
      expiresAt
    }
  }
`);

/**
 * A licence card's software downloads: the versions its product has, the latest first. Only an
 * active licence lists them (the server refuses any other); Download asks for a signed link that
 * works for ten minutes and follows it, so the browser saves the file.
 */
export function LicenseDownloads({ licenseId, softwareName, active }: { licenseId: string; softwareName: string; active: boolean }) {
  const { t } = useTranslation("customer");
  const { data } = useQuery(LicenseDownloadsQuery, { variables: { licenseId }, skip: !active, fetchPolicy: "cache-and-network" });
  const [createLink] = useMutation(CreateDownloadLinkMutation);
  const [pending, setPending] = useState<string | null>(null);
  const versions = data?.licenseDownloads ?? [];
  if (!active || versions.length === 0) return null;

  async function download(versionId: string) {
    setPending(versionId);
    try {
      const { data: link } = await createLink({ variables: { licenseId, versionId } });
      if (link) window.location.assign(link.createDownloadLink.url);
    } catch (err) {
      notify({ title: t("licenseDownloads.failed"), description: errorMessage(err), variant: "destructive" });
    } finally {
      setPending(null);
    }
  }

  const headingId = `downloads-${licenseId}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" pt="3">
      <Heading as="h4" size="sm" id={headingId} mb="2">
        {t("licenseDownloads.title")}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none" data-testid="license-downloads">
        {versions.map((v) => (
          <Box as="li" key={v.id} data-testid="license-download">
            <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
              <Stack gap="0.5" minW="0" flex="1">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{t("licenseDownloads.version", { version: v.version })}</Text>
                  {v.latest && <Badge colorPalette="teal">{t("licenseDownloads.latest")}</Badge>}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {t("licenseDownloads.facts", { date: formatDate(v.createdAt), size: formatBytes(v.sizeBytes), file: v.fileName })}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t("licenseDownloads.sha")}{" "}
                  <Code fontSize="xs" wordBreak="break-all">
                    {v.sha256}
                  </Code>
                </Text>
                {v.notes && (
                  <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {v.notes}
                  </Text>
                )}
              </Stack>
              <Button
                size="sm"
                colorPalette="teal"
                variant={v.latest ? "solid" : "outline"}
                loading={pending === v.id}
                aria-label={t("licenseDownloads.downloadLabel", { name: softwareName, version: v.version })}
                onClick={() => void download(v.id)}
              >
                {t("licenseDownloads.download")}
              </Button>
            </HStack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
