import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { screenHeading } from "~/components/layout/screen-placeholder.server";
import { api } from "~/api/client.server";
import { confirmEmail } from "~/lib/confirm-email.server";
import { throwPageError } from "~/lib/page-errors.server";
import { pageMeta } from "~/lib/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  const confirmation = await confirmEmail(ctx, request);
  if (confirmation instanceof Response) return confirmation;
  // SPEC 4: a message goal shows its text, announced like a toast (role="status") on this very page.
  const heading = await screenHeading(request, "confirmEmail");
  return json({ ...heading, ...confirmation }, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...pageMeta(matches, data?.title), { name: "robots", content: "noindex" }];

export default function ConfirmEmail() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container screen account-screen">
      <h1>{data.title}</h1>
      <p role="status">{data.message}</p>
      <p>{t("account.confirmedFor", { email: data.email })}</p>
    </div>
  );
}
