import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from "../ui/icons";
import type { LayoutData, SocialLink } from "./layout-data.server";
import { telHref } from "~/lib/tel-href";

export function SocialLinks({ socials, className = "social-links" }: { socials: SocialLink[]; className?: string }) {
  if (!socials.length) return null;
  return (
    <ul className={className}>
      {socials.map((social) => (
        <li key={social.network}>
          <a href={social.url} rel="noopener noreferrer" target="_blank" aria-label={social.network[0].toUpperCase() + social.network.slice(1)}>
            <SocialIcon network={social.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Footer({ layout }: { layout: LayoutData }) {
  const { t } = useTranslation();
  const { footer } = layout;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-label={layout.siteName}>
          <p className="site-footer__name">{layout.siteName}</p>
          {footer.description ? <p className="site-footer__description">{footer.description}</p> : null}
          <address className="site-footer__contact">
            {footer.address ? (
              <p>
                <PinIcon width={18} height={18} /> <span className="visually-hidden">{t("footer.address")}: </span>
                {footer.address}
              </p>
            ) : null}
            {footer.phone ? (
              <p>
                <PhoneIcon width={18} height={18} /> <span className="visually-hidden">{t("footer.phone")}: </span>
                <a href={telHref(footer.phone)}>{footer.phone}</a>
              </p>
            ) : null}
            {footer.email ? (
              <p>
                <MailIcon width={18} height={18} /> <span className="visually-hidden">{t("footer.email")}: </span>
                <a href={`mailto:${footer.email}`}>{footer.email}</a>
              </p>
            ) : null}
          </address>
          {footer.socials.length ? (
            <>
              <p className="visually-hidden">{t("footer.followUs")}</p>
              <SocialLinks socials={footer.socials} />
            </>
          ) : null}
        </section>
        {layout.footerColumns.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <p className="site-footer__heading">{column.title}</p>
            <ul>
              {column.items.map((item) => (
                <li key={item.id}>
                  <Link to={item.baseLink}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {layout.copyright ? (
        <div className="site-footer__bottom">
          <p className="container">{layout.copyright}</p>
        </div>
      ) : null}
    </footer>
  );
}
