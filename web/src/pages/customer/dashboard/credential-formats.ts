export interface Credential {
  username: string;
  password: string;
  email: string;
  emailPassword: string;
}

/** The two copy formats of the spec; several accounts are joined one per line. */
export const fullLine = (a: Credential) => `${a.email}:${a.emailPassword}:${a.username}:${a.password}`;
export const loginLine = (a: Credential) => `${a.username}:${a.password}`;
export const lines = (accounts: Credential[], format: (a: Credential) => string) => accounts.map(format).join("\n");
