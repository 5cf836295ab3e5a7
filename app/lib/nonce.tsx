import { createContext, useContext, type ReactNode } from "react";

// The per-request CSP nonce (made in server.ts) for the inline scripts Remix renders.
// In the browser it is empty: the scripts have already run.
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
