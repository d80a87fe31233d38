import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
// With extensions, unlike the app's imports: Vite's upcoming native config loader needs them.
import { inlineGraphqlDocuments } from "./build/inline-graphql-documents.ts";
import { earlyQueries } from "./build/early-queries.ts";
import { precompress } from "./build/precompress.ts";
import { splitReactIcons } from "./build/split-react-icons.ts";

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const apiServer = "http://localhost:3000";

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    inlineGraphqlDocuments(path.join(webRoot, "src/gql/graphql.ts")),
    splitReactIcons(),
    earlyQueries(path.join(webRoot, "src/gql/graphql.ts"), ["CurrentUser", "SiteData"]),
    precompress(),
  ],
  // @common: the contract shared with the server (validation rules, the spec's messages, error codes).
  resolve: { alias: { "@": path.join(webRoot, "src"), "@common": path.join(webRoot, "../common") } },
  build: {
    outDir: path.join(webRoot, "dist"),
    emptyOutDir: true,
    // Everything the entry needs in one chunk: left alone, Rolldown splits each module that lazy
    // pages share with the entry into a chunk of its own, some thirty small files on first load.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "initial", tags: ["$initial"] }] } } },
  },
  // `npm run dev:web` serves the client with hot reload while `npm run dev` serves the API.
  server: {
    proxy: {
      "/graphql": apiServer,
      "/api": apiServer,
      "/functions": apiServer,
    },
  },
});
