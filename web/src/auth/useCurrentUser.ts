import { useCallback } from "react";
import { graphql } from "@/gql";
import { useLiteQuery } from "@/graphql/lite-client";
import type { CurrentUserQuery as CurrentUserResult } from "@/gql/graphql";

export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      id
      name
      email
      role
      balanceCents
      joinDate
      emailConfirmed
      totpEnabled
      language
    }
  }
`);

export type CurrentUser = NonNullable<CurrentUserResult["me"]>;

export interface CurrentUserState {
  /** The signed-in customer or admin, or null for a visitor. */
  user: CurrentUser | null;
  /** True only until the first answer; refetches keep showing the last known user. */
  loading: boolean;
  /** Re-reads the user from the server (after login, logout, profile or balance changes). */
  refetch: () => Promise<CurrentUser | null>;
}

export function useCurrentUser(): CurrentUserState {
  const { data, loading, refetch } = useLiteQuery(CurrentUserQuery);
  const reload = useCallback(async () => (await refetch())?.me ?? null, [refetch]);
  return { user: data?.me ?? null, loading: loading && data === undefined, refetch: reload };
}

/** Where 'My Panel' and 'Go to Panel' lead. */
export function panelPath(user: Pick<CurrentUser, "role">): string {
  return user.role === "admin" ? "/admin" : "/customer";
}

/** Where a fresh sign-in lands. */
export function homeAfterLogin(user: Pick<CurrentUser, "role">): string {
  return user.role === "admin" ? "/admin/dashboard" : "/customer/dashboard";
}

export function displayName(user: Pick<CurrentUser, "name" | "id">): string {
  return user.name.trim() || user.id;
}
