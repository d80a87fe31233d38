import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Card, Flex, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useLeaveSignedOut } from "@/auth/useLogout";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
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

const formatTime = (iso: string) => new Date(iso).toLocaleString();

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

  async function signOut(session: { id: string; device: string; current: boolean }) {
    try {
      await revoke({ variables: { id: session.id } });
    } catch (err) {
      notify({ title: "Could not sign out that session.", description: errorMessage(err), variant: "destructive" });
      return;
    }
    if (session.current) return leave();
    notify({ title: "Session Signed Out", description: `${session.device} is signed out.` });
    await refetch();
  }

  async function everywhere() {
    try {
      await signOutEverywhere();
    } catch (err) {
      notify({ title: "Could not sign out everywhere.", description: errorMessage(err), variant: "destructive" });
      return;
    }
    setConfirmEverywhere(false);
    await leave();
  }

  return (
    <Card.Root as="section" aria-labelledby="sessions-heading">
      <Card.Header>
        <Card.Title as="h2" id="sessions-heading">
          Active Sessions
        </Card.Title>
        <Card.Description>The browsers signed in to your account. Sign out any you do not recognise.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {sessions.length === 0 ? (
            <Text color="fg.muted">{loading ? "Loading..." : "No active sessions."}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Active sessions">
              {sessions.map((s) => (
                <Box as="li" key={s.id} borderWidth="1px" borderRadius="md" p="3">
                  <Flex gap="3" justify="space-between" align={{ base: "flex-start", sm: "center" }} direction={{ base: "column", sm: "row" }}>
                    <Stack gap="1" minW="0">
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text fontWeight="semibold">{s.device}</Text>
                        {s.current && <Badge colorPalette="teal">This device</Badge>}
                      </Flex>
                      <Text fontSize="sm" color="fg.muted">
                        Signed in {formatTime(s.createdAt)} · Last active {formatTime(s.lastSeenAt)}
                      </Text>
                    </Stack>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      aria-label={s.current ? "Sign out this device" : `Sign out ${s.device}, last active ${formatTime(s.lastSeenAt)}`}
                      loading={revoking}
                      onClick={() => void signOut(s)}
                    >
                      Sign Out
                    </Button>
                  </Flex>
                </Box>
              ))}
            </Stack>
          )}
          <Button alignSelf="flex-start" colorPalette="red" onClick={() => setConfirmEverywhere(true)}>
            Sign Out Everywhere
          </Button>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirmEverywhere}
        onOpenChange={setConfirmEverywhere}
        title="Sign out everywhere?"
        description="Every browser signed in to your account, this one included, is signed out. You will need your password to sign in again."
        confirmLabel="Sign Out Everywhere"
        destructive
        loading={signingOut}
        onConfirm={() => void everywhere()}
      />
    </Card.Root>
  );
}
