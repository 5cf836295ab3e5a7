import type { SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { api } from "~/api/client.server";
import { ForgotPasswordForm, SetPasswordForm } from "~/components/account/password-reset-forms";
import { screenHeading } from "~/components/layout/screen-placeholder.server";
import { handleForgotPassword } from "~/lib/account.server";
import { pageMeta } from "~/lib/meta";
import { throwPageError } from "~/lib/page-errors.server";

// /zaboravljena-lozinka: the e-mail form; ?sent=1 after sending; ?token= (the e-mailed link) the new-password form.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const heading = await screenHeading(request, "forgotPassword");
  return json(
    { ...heading, token: url.searchParams.get("token")?.slice(0, 500) ?? null, sent: url.searchParams.get("sent") === "1" },
    // The token must not leak through the Referer of anything this page loads.
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return handleForgotPassword(ctx, request);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...pageMeta(matches, data?.title), { name: "robots", content: "noindex" }];

export default function ForgotPassword() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<{ intent: string; result?: SubmissionResult<string[]> }>();
  const { t } = useTranslation();
  return (
    <div className="container screen account-screen">
      <h1>{data.title}</h1>
      {data.token ? (
        <>
          <p>{t("account.setPasswordIntro")}</p>
          <SetPasswordForm token={data.token} lastResult={answer?.intent === "setPassword" ? answer.result : undefined} />
        </>
      ) : data.sent ? (
        <p role="status">{t("account.resetLinkSentText")}</p>
      ) : (
        <>
          <p>{t("account.forgotIntro")}</p>
          <ForgotPasswordForm lastResult={answer?.intent === "forgot" ? answer.result : undefined} />
        </>
      )}
    </div>
  );
}
