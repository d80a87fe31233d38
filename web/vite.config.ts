import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const apiServer = "http://localhost:3000";

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: { alias: { "@": path.join(webRoot, "src") } },
  build: { outDir: path.join(webRoot, "dist"), emptyOutDir: true },
  // `npm run dev:web` serves the client with hot reload while `npm run dev` serves the API.
  server: {
    proxy: {
      "/graphql": apiServer,
      "/api": apiServer,
      "/functions": apiServer,
    },
  },
});
