import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { api } from "~/api/client.server";
import { screenHeading } from "~/components/layout/screen-placeholder.server";
import { localizedHref } from "~/i18n/localized-href";
import { handleSocialLogin } from "~/lib/account.server";
import { pageMeta } from "~/lib/meta";
import { throwPageError } from "~/lib/page-errors.server";
import { useRootData } from "~/root";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  const answer = await handleSocialLogin(ctx, request);
  if (answer instanceof Response) return answer;
  const heading = await screenHeading(request, "socialLogin");
  return json({ ...heading, ...answer }, { status: answer.error ? 400 : 200, headers: { "Cache-Control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...pageMeta(matches, data?.title), { name: "robots", content: "noindex" }];

// SPEC 2.4: a placeholder view in the demo part, wired to the platform's social sign-in.
export default function SocialLogin() {
  const data = useLoaderData<typeof loader>();
  const language = useRootData()?.language ?? "hr";
  const { t } = useTranslation();
  return (
    <div className="container screen account-screen">
      <h1>{data.title}</h1>
      {data.error ? (
        <p className="form-notice form-notice--error" role="alert">
          {t(data.error)}
        </p>
      ) : null}
      <ul className="social-login">
        {data.providers.map((provider: string) => (
          <li key={provider}>
            <Link to={`?provider=${provider}`} className="button">
              {t("account.social.continueWith", { provider: t(`account.social.providers.${provider}`) })}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={localizedHref("login", language)}>{t("account.social.back")}</Link>
      </p>
    </div>
  );
}
