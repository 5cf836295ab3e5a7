import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { cookiesSecure, sessionSecrets } from "~/env.server";
import type { Toast } from "~/lib/toast";

// The signed, HttpOnly __session cookie: the visitor's platform tokens (accounts issue) and
// flash messages. Page scripts never see it.

type SessionData = {
  accessToken?: string;
  refreshToken?: string;
  instructions?: string;
  /** The checkout's progress (app/lib/checkout.server.ts). */
  checkout?: object;
  /** An order waiting for the wallet's approval. */
  walletOrder?: { orderId: number; orderSlug: string };
};
type FlashData = {
  toast: Toast;
  openCartModal: boolean;
  /** After order/create: the payment provider's form, or the wallet order waiting for payment. */
  payment: { form?: string; walletOrderSlug?: string };
};

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: cookiesSecure(),
      secrets: sessionSecrets(),
      maxAge: 2_592_000, // SPEC 9: cookie default max age, 30 days
    },
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export type AppSession = Session<SessionData, FlashData>;

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get("cookie"));
}

export function commitSession(session: AppSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

/** Puts a flash message in the session for the next page that renders. */
export function flashToast(session: AppSession, toast: Omit<Toast, "id">): void {
  session.flash("toast", { id: Math.random().toString(36).slice(2, 10), ...toast });
}

/** Redirect (303 after a post) with a flash message for the next page. */
export async function redirectWithToast(
  request: Request,
  to: string,
  toast: Omit<Toast, "id">,
  init: { status?: number; headers?: HeadersInit; openCartModal?: boolean; session?: AppSession } = {},
): Promise<Response> {
  // One cookie carries the session: changes made to it before the redirect travel with the flash.
  const session = init.session ?? (await getSession(request));
  flashToast(session, toast);
  if (init.openCartModal) session.flash("openCartModal", true);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { status: init.status ?? 303, headers });
}

/** The flash messages waiting for this request, and the cookie that consumes them. */
export async function takeFlash(request: Request): Promise<{ toast: Toast | null; openCartModal: boolean; setCookie: string | null }> {
  const session = await getSession(request);
  const toast = session.get("toast") ?? null;
  const openCartModal = session.get("openCartModal") ?? false;
  return { toast, openCartModal, setCookie: toast || openCartModal ? await commitSession(session) : null };
}

/**
 * The answer to a change made from a script (a fetcher): the same flash message, but no
 * redirect, so the page the visitor is on (and a cart modal over it) simply revalidates.
 */
export async function jsonWithToast(request: Request, toast: Omit<Toast, "id">, init: { headers?: HeadersInit; session?: AppSession } = {}): Promise<Response> {
  const session = init.session ?? (await getSession(request));
  flashToast(session, toast);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await commitSession(session));
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify({ ok: true }), { status: 200, headers });
}
