import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance, type i18n } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n/i18n";
import { i18next, resources } from "./i18n/i18next.server";
import { isLanguage } from "./i18n/languages";
import { NonceProvider } from "./lib/nonce";
import "./load-context";

// server.ts runs this before Remix on every request that has a session (see the module).
export { refreshSessionTokens } from "./sessions/session-refresh.server";

const ABORT_DELAY_MS = 5_000;

// One ready i18next instance per language, made once: the texts never change while the server
// runs, and the language of an instance is never switched during a render.
const instances = new Map<string, Promise<i18n>>();
function i18nFor(language: string): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .init({ ...i18nConfig, lng: language, resources })
      .then(() => created);
    instances.set(language, instance);
  }
  return instance;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The root loader knows which language the deployment really serves (a school that allows
  // only hr renders /en/... in hr); without it (platform down), the URL decides.
  const rootData = remixContext.staticHandlerContext.loaderData?.root as { language?: string } | undefined;
  const language = isLanguage(rootData?.language) ? rootData.language : await i18next.getLocale(request);
  const i18n = await i18nFor(language);

  const nonce = loadContext.cspNonce ?? "";
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are reported by handleError; log the rest once.
          if (shellRendered) console.error(JSON.stringify({ level: "error", msg: "render error", error: String(error) }));
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const err = error as Error;
  console.error(
    JSON.stringify({ level: "error", msg: "request failed", path: new URL(request.url).pathname, error: err?.message ?? String(error), stack: err?.stack }),
  );
};
