import { useMutation } from "@apollo/client/react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router-dom";
import { resetAllData } from "@/app/apollo-loader";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** Signs out, leaves the panel, and drops every cached answer that belonged to the session. */
export function useLogout(): () => Promise<void> {
  const [logout] = useMutation(LogoutMutation);
  const leave = useLeaveSignedOut();
  return async () => {
    try {
      await logout();
    } catch (err) {
      notify({ title: "Logout Failed", description: errorMessage(err), variant: "destructive" });
      return;
    }
    await leave();
  };
}

/** After this browser's session ended on the server (logout, sign out everywhere): home, with nothing of the session cached. */
export function useLeaveSignedOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    // Leave the panel synchronously: otherwise the panel would stay mounted until the home page
    // renders, refetch its data without a session, and its guard would redirect.
    flushSync(() => navigate("/"));
    // The lite client's queries (header, shell) and Apollo's both forget the session.
    await resetAllData();
  };
}
