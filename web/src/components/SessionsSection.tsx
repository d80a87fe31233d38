import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Badge, Box, Button, Card, Flex, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useLeaveSignedOut } from "@/auth/useLogout";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { formatDateTime } from "@/i18n/format";
import { errorMessage } from "@/lib/graphql-errors";

const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      device
      createdAt
      lastSeenAt
      current
    }
  }
`);

const RevokeSessionMutation = graphql(`
  mutation RevokeSession($id: ID!) {
    revokeSession(id: $id)
  }
`);

const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);

const formatTime = (iso: string) => formatDateTime(iso);

/**
 * The browsers signed in to this account, this one marked, each with Sign Out; and Sign Out
 * Everywhere. Customer and admin settings both show it.
 */
export function SessionsSection() {
  const { data, loading, refetch } = useQuery(MySessionsQuery, { fetchPolicy: "cache-and-network" });
  const [revoke, { loading: revoking }] = useMutation(RevokeSessionMutation);
  const [signOutEverywhere, { loading: signingOut }] = useMutation(SignOutEverywhereMutation);
  const leave = useLeaveSignedOut();
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const sessions = data?.mySessions ?? [];
  const { t } = useTranslation("panel");

  async function signOut(session: { id: string; device: string; current: boolean }) {
    try {
      await revoke({ variables: { id: session.id } });
    } catch (err) {
      notify({ title: t("sessions.revokeFailed"), description: errorMessage(err), variant: "destructive" });
      return;
    }
    if (session.current) return leave();
    notify({ title: t("sessions.signedOut"), description: t("sessions.signedOutText", { device: session.device }) });
    await refetch();
  }

  async function everywhere() {
    try {
      await signOutEverywhere();
    } catch (err) {
      notify({ title: t("sessions.everywhereFailed"), description: errorMessage(err), variant: "destructive" });
      return;
    }
    setConfirmEverywhere(false);
    await leave();
  }

  return (
    <Card.Root as="section" aria-labelledby="sessions-heading">
      <Card.Header>
        <Card.Title as="h2" id="sessions-heading">
          {t("sessions.title")}
        </Card.Title>
        <Card.Description>{t("sessions.description")}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {sessions.length === 0 ? (
            <Text color="fg.muted">{loading ? t("loading") : t("sessions.none")}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t("sessions.listLabel")}>
              {sessions.map((s) => (
                <Box as="li" key={s.id} borderWidth="1px" borderRadius="md" p="3">
                  <Flex gap="3" justify="space-between" align={{ base: "flex-start", sm: "center" }} direction={{ base: "column", sm: "row" }}>
                    <Stack gap="1" minW="0">
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text fontWeight="semibold">{s.device}</Text>
                        {s.current && <Badge colorPalette="teal">{t("sessions.thisDevice")}</Badge>}
                      </Flex>
                      <Text fontSize="sm" color="fg.muted">
                        {t("sessions.times", { signedIn: formatTime(s.createdAt), lastActive: formatTime(s.lastSeenAt) })}
                      </Text>
                    </Stack>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      aria-label={
                        s.current ? t("sessions.signOutThis") : t("sessions.signOutOther", { device: s.device, lastActive: formatTime(s.lastSeenAt) })
                      }
                      loading={revoking}
                      onClick={() => void signOut(s)}
                    >
                      {t("sessions.signOut")}
                    </Button>
                  </Flex>
                </Box>
              ))}
            </Stack>
          )}
          <Button alignSelf="flex-start" colorPalette="red" onClick={() => setConfirmEverywhere(true)}>
            {t("sessions.everywhere")}
          </Button>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirmEverywhere}
        onOpenChange={setConfirmEverywhere}
        title={t("sessions.everywhereTitle")}
        description={t("sessions.everywhereText")}
        confirmLabel={t("sessions.everywhere")}
        destructive
        loading={signingOut}
        onConfirm={() => void everywhere()}
      />
    </Card.Root>
  );
}
