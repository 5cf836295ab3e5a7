import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pageMeta } from "~/lib/meta";

// Screens whose capability arrives with a later issue: a real route with its heading and title,
// so links, the language switcher and hreflang already work.

export type PlaceholderScreen =
  | "cart" | "checkout" | "checkoutSuccess" | "checkoutFailure" | "confirmEmail" | "search" | "login" | "profile"
  | "register" | "socialLogin" | "forgotPassword" | "event" | "blog" | "product" | "shopCategory"
  | "admin" | "adminLogin" | "adminCache" | "adminConsents" | "adminTemplates" | "sectionTool";

export const placeholderMeta: MetaFunction = ({ data, matches }) => pageMeta(matches, (data as { title?: string } | undefined)?.title);

export function ScreenPlaceholder({ children }: { children?: ReactNode }) {
  const { title } = useLoaderData<{ title: string }>();
  const { t } = useTranslation();
  return (
    <section className="container screen">
      <h1 className="screen__title">{title}</h1>
      {children ?? <p className="screen__lead">{t("screens.comingSoon")}</p>}
    </section>
  );
}
