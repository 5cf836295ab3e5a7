// Remix plugin options, imported by vite.config.ts.
export const remixOptions = {
  serverModuleFormat: "esm" as const,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
};
