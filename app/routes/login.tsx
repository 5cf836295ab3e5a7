import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { api } from "~/api/client.server";
import { LoginForm } from "~/components/account/login-form";
import { screenHeading } from "~/components/layout/screen-placeholder.server";
import { localizedHref } from "~/i18n/localized-href";
import { confirmEmailFromLink, handleLogin } from "~/lib/account.server";
import { pageMeta } from "~/lib/meta";
import { throwPageError } from "~/lib/page-errors.server";
import { isSafeRedirectPath } from "~/lib/safe-redirect";
import { useRootData } from "~/root";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  const confirmed = await confirmEmailFromLink(ctx, request);
  if (confirmed) return confirmed;
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  // Already signed in: the earlier page, or the profile.
  if (ctx.user) return redirect(isSafeRedirectPath(redirectTo) ? redirectTo : localizedHref("profile", ctx.language));
  const heading = await screenHeading(request, "login");
  return json({ ...heading, redirectTo: isSafeRedirectPath(redirectTo) ? redirectTo : null }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return handleLogin(ctx, request, context.clientAddress ?? null);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...pageMeta(matches, data?.title), { name: "robots", content: "noindex" }];

export default function Login() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<{ result?: SubmissionResult<string[]> }>();
  const language = useRootData()?.language ?? "hr";
  const { t } = useTranslation();
  return (
    <div className="container screen account-screen">
      <h1>{data.title}</h1>
      <LoginForm language={language} lastResult={answer?.result} redirectTo={data.redirectTo ?? undefined} />
      <p className="account-screen__switch">
        {t("account.noAccount")}{" "}
        <Link to={localizedHref("register", language, {}, data.redirectTo ? `redirectTo=${encodeURIComponent(data.redirectTo)}` : "")}>{t("account.registerLink")}</Link>
      </p>
    </div>
  );
}
