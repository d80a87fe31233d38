import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import { GraphiQL, type GraphiQLProps } from "graphiql";
import { useTheme } from "next-themes";

const EXAMPLE_QUERY = `# Signed in on this site, requests run as you. To try an API token instead,
# open "Headers" below and enter {"Authorization": "Bearer bia_…"}.
query Catalog {
  product { name pricePerAccountCents minPurchaseQuantity maxPurchaseQuantity }
  availableStockCount
  me { balanceCents }
}
`;

/** Same-origin, so a signed-in visitor's session cookie goes along; a Bearer header replaces it. */
const fetcher: GraphiQLProps["fetcher"] = async (params, opts) => {
  const res = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...opts?.headers },
    body: JSON.stringify(params),
  });
  return res.json();
};

/** GraphiQL, bundled (no CDN) and loaded only when the API page shows it. */
export default function ApiConsole() {
  const { resolvedTheme } = useTheme();
  return <GraphiQL fetcher={fetcher} defaultQuery={EXAMPLE_QUERY} forcedTheme={resolvedTheme === "light" ? "light" : "dark"} shouldPersistHeaders={false} />;
}
