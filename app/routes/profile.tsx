import type { SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { api } from "~/api/client.server";
import { LoginForm } from "~/components/account/login-form";
import { OrderHistory } from "~/components/account/order-history";
import { ChangePasswordForm, LogoutForm, ProfileDetailsForm } from "~/components/account/profile-forms";
import { SimpleRegisterForm } from "~/components/account/register-form";
import { ProductGrid } from "~/components/catalog/product-card";
import { screenHeading } from "~/components/layout/screen-placeholder.server";
import { localizedHref } from "~/i18n/localized-href";
import { handleProfileAction } from "~/lib/account.server";
import { pageMeta } from "~/lib/meta";
import { throwPageError } from "~/lib/page-errors.server";
import { loadProfilePage } from "~/lib/profile-page.server";
import { useRootData } from "~/root";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  const [heading, page] = await Promise.all([screenHeading(request, "profile"), loadProfilePage(ctx, request)]);
  return json({ ...heading, ...page }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return handleProfileAction(ctx, request);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...pageMeta(matches, data?.title), { name: "robots", content: "noindex" }];

export default function Profile() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<{ intent: string; result?: SubmissionResult<string[]> }>();
  const language = useRootData()?.language ?? "hr";
  const { t } = useTranslation();
  if (!data.signedIn || !data.user) {
    // SPEC 2.4: signed out, the profile offers sign-in and registration.
    const here = localizedHref("profile", language);
    return (
      <div className="container screen account-screen">
        <h1>{data.title}</h1>
        <div className="account-columns">
          <section aria-labelledby="profile-login-heading">
            <h2 id="profile-login-heading">{t("account.login")}</h2>
            <LoginForm language={language} redirectTo={here} />
          </section>
          <section aria-labelledby="profile-register-heading">
            <h2 id="profile-register-heading">{t("account.register")}</h2>
            <SimpleRegisterForm language={language} consents={data.consents} redirectTo={here} />
          </section>
        </div>
      </div>
    );
  }
  const resultOf = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  return (
    <div className="container screen account-screen">
      <div className="account-screen__head">
        <h1>{data.title}</h1>
        <LogoutForm />
      </div>
      <p className="account-screen__greeting">{t("account.greeting", { name: `${data.user.details.firstName} ${data.user.details.lastName}`.trim() || data.user.email })}</p>
      <div className="account-columns">
        <ProfileDetailsForm user={data.user} lastResult={resultOf("updateProfile")} />
        <ChangePasswordForm lastResult={resultOf("changePassword")} />
      </div>
      {data.user.isBackofficeUser ? null : (
        <section className="profile-wishlist" aria-labelledby="wishlist-heading">
          <h2 id="wishlist-heading">{t("account.wishlist.title")}</h2>
          {data.wishlist.length ? <ProductGrid products={data.wishlist} label={t("account.wishlist.title")} compact /> : <p>{t("account.wishlist.empty")}</p>}
        </section>
      )}
      <OrderHistory orders={data.orders} count={data.count} language={language} />
    </div>
  );
}
