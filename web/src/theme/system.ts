import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

const config = defineConfig({
  globalCss: {
    "html, body, #root": { minHeight: "100%" },
    body: { bg: "bg", color: "fg" },
  },
});

export const system = createSystem(defaultConfig, config);
