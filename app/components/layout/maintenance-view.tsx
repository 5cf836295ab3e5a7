import { useTranslation } from "react-i18next";
import type { Media } from "~/api/schemas";
import { ResponsiveImage } from "../ui/responsive-image";
import { SocialLinks } from "./footer";
import type { SocialLink } from "./layout-data.server";

export type MaintenanceData = { maintenance: true; siteName: string; logo: Media | null; socials: SocialLink[]; language: string };

// SPEC 2.3: in maintenance mode visitors see only 'Uskoro...' and the social links.
export function MaintenanceView({ data }: { data: MaintenanceData }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="maintenance">
      <div className="maintenance__card">
        {data.logo ? <ResponsiveImage media={data.logo} sizes={[]} display="200px" alt={data.siteName} priority className="maintenance__logo" /> : null}
        <h1>{t("maintenance.title")}</h1>
        <p>{t("maintenance.text")}</p>
        <SocialLinks socials={data.socials} className="social-links social-links--large" />
      </div>
    </main>
  );
}
