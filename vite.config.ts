import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { remixOptions } from "./remix.config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  plugins: [remix(remixOptions)],
  build: {
    // Keep small assets as files: the CSP allows no data: scripts and files cache better.
    assetsInlineLimit: 0,
  },
});
