// Bundles the Express server and the embedded platform (TypeScript) into build/, next to the
// Remix build. Packages stay external: they come from node_modules at run time.
import { build } from "esbuild";

await build({
  entryPoints: { server: "server.ts", "platform/main": "platform/main.ts" },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("built build/server.js and build/platform/main.js");
