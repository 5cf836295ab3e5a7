import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getCountries } from "~/api/cms.server";
import { api } from "~/api/client.server";
import { AddressRegisterForm, SimpleRegisterForm, type RegisterVariant } from "~/components/account/register-form";
import { screenHeading } from "~/components/layout/screen-placeholder.server";
import { localizedHref } from "~/i18n/localized-href";
import { handleRegister, registerConsents } from "~/lib/account.server";
import { pageMeta } from "~/lib/meta";
import { throwPageError } from "~/lib/page-errors.server";
import { isSafeRedirectPath } from "~/lib/safe-redirect";
import { useRootData } from "~/root";

// /registracija: the simple form, or (?form=addresses) the form with addresses (SPEC 5).
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  if (ctx.user) return redirect(localizedHref("profile", ctx.language));
  const url = new URL(request.url);
  const variant: RegisterVariant = url.searchParams.get("form") === "addresses" ? "addresses" : "simple";
  const redirectTo = url.searchParams.get("redirectTo");
  const [heading, consents, countries] = await Promise.all([
    screenHeading(request, "register"),
    registerConsents(ctx),
    variant === "addresses" ? getCountries(ctx).catch(throwPageError) : Promise.resolve([]),
  ]);
  return json(
    { ...heading, variant, consents, countries, redirectTo: isSafeRedirectPath(redirectTo) ? redirectTo : null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return handleRegister(ctx, request);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...pageMeta(matches, data?.title), { name: "robots", content: "noindex" }];

export default function Register() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<{ variant: RegisterVariant; result?: SubmissionResult<string[]> }>();
  const language = useRootData()?.language ?? "hr";
  const { t } = useTranslation();
  // A refused post re-renders the form that was sent, whatever the address says.
  const variant = answer?.variant ?? data.variant;
  const redirectTo = data.redirectTo ?? undefined;
  const other = variant === "simple" ? "?form=addresses" : "";
  return (
    <div className="container screen account-screen">
      <h1>{data.title}</h1>
      <p>
        <Link to={`${localizedHref("register", language)}${other}`}>{t(variant === "simple" ? "account.registerWithAddress" : "account.registerSimple")}</Link>
      </p>
      {variant === "simple" ? (
        <SimpleRegisterForm key="simple" language={language} lastResult={answer?.result} consents={data.consents} redirectTo={redirectTo} />
      ) : (
        <AddressRegisterForm key="addresses" language={language} lastResult={answer?.result} consents={data.consents} countries={data.countries} redirectTo={redirectTo} />
      )}
      <p className="account-screen__switch">
        {t("account.haveAccount")} <Link to={localizedHref("login", language)}>{t("account.loginLink")}</Link>
      </p>
    </div>
  );
}
