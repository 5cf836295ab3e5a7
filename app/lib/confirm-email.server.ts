import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { apiBaseUrl } from "~/env.server";
import { confirmFormEmail } from "~/api/content.server";
import type { PlatformContext } from "~/api/client.server";
import { isApiError } from "~/api/errors";
import { throwPageError, type PageErrorData } from "./page-errors.server";
import { isSafeRedirectPath } from "./safe-redirect";

// SPEC 4, E-mail confirmation: the link in a form's confirmation e-mail says what happens next:
// a message (shown), a url (followed) or a file (downloaded). Anything missing is a 404.

const querySchema = z.object({
  goalType: z.enum(["message", "url", "file"]),
  goal: z.string().trim().min(1).max(2000),
  confirmedEmail: z.string().trim().min(1).max(200),
});

export type EmailConfirmation = { goalType: "message"; message: string; email: string };

/** An absolute URL the platform gave is followed only to the storefront or the platform itself. */
function allowedUrl(goal: string, request: Request): string | null {
  if (isSafeRedirectPath(goal)) return goal;
  try {
    const target = new URL(goal);
    const trusted = [new URL(request.url).origin, new URL(apiBaseUrl()).origin];
    return /^https?:$/.test(target.protocol) && trusted.includes(target.origin) ? target.href : null;
  } catch {
    return null;
  }
}

function notDefined(): Response {
  return json<PageErrorData>({ messageKey: "account.errors.goalNotDefined" }, { status: 404 });
}

/**
 * The confirmation's goal: in the query itself, or (`?token=`, the link of a form's e-mail such
 * as the newsletter's) as the platform answers for the token.
 */
async function goalOf(ctx: PlatformContext, request: Request): Promise<Record<string, string>> {
  const params = new URL(request.url).searchParams;
  const token = params.get("token");
  if (!token) return Object.fromEntries(params);
  try {
    return await confirmFormEmail(ctx, token.slice(0, 200));
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return {};
    return throwPageError(error);
  }
}

export async function confirmEmail(ctx: PlatformContext, request: Request): Promise<EmailConfirmation | Response> {
  const query = querySchema.safeParse(await goalOf(ctx, request));
  if (!query.success) throw notDefined();
  const { goalType, goal, confirmedEmail } = query.data;
  if (goalType === "message") return { goalType, message: goal, email: confirmedEmail };
  const target = allowedUrl(goal, request);
  if (!target) throw notDefined();
  if (goalType === "url") return redirect(target, 302);
  // A file: fetched here and handed over as a download (a local path is one of the platform's files).
  const fileUrl = target.startsWith("/") ? `${apiBaseUrl().replace(/\/+$/, "")}${target}` : target;
  const file = await fetch(fileUrl, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  if (!file?.ok || !file.body) throw json<PageErrorData>({ messageKey: "messages.downloadFailed" }, { status: 502 });
  const name = decodeURIComponent(new URL(fileUrl).pathname.split("/").pop() || "download").replace(/[^\p{L}\p{N}._-]/gu, "_");
  return new Response(file.body, {
    headers: {
      "Content-Type": file.headers.get("content-type") ?? "application/octet-stream",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
