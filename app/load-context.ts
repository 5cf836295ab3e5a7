// What server.ts passes to every loader and action.
declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    /** The visitor's address (behind TRUST_PROXY), for the platform's login limits. */
    clientAddress: string | null;
  }
}

export {};
