// The answer shapes of docs/platform-api.md. Keep the two in step: the storefront's client
// (app/api/) validates the same shapes on its side.
import type { AuthSettings } from "./accounts-contract";

export type MediaSizeName = "ThumbnailSize" | "PortraitSize" | "LargeSize" | "FullHDSize" | "MediumSize";

export type Media = {
  id: number;
  title: string;
  description: string;
  path: string;
  alternativePaths: Partial<Record<MediaSizeName, string>>;
  width: number;
  height: number;
  mime: string;
  extension: string;
  originalName: string;
  access: "public";
  displayName: string;
};

export type MediaOption = { id: number; key: string; value: string; autoResize: boolean; x: number; y: number };

export type CheckoutSettings = { allowedCountries: "ALL" | string[]; cartAddBehaviour: 0 | 1 | 2 };

export type CurrencyConfig = { label: string; symbol: string; code: string };

export type DomainExtra = {
  mediaOptions: MediaOption[];
  checkoutSettings: CheckoutSettings;
  currencyConfig: CurrencyConfig;
  cmsOptionFilter: Record<string, unknown>;
  cmsElements: Record<string, unknown>;
  /** Accounts (issue 6); a domain seeded before them may lack it. */
  authSettings?: AuthSettings;
};

export type CmsLanguage = { id: number; code: string; code2: string; name: string };

export type Domain = {
  name: string;
  url: string;
  apiKeyId: number;
  apiKeyToken: string;
  siteID: number;
  storeID: number;
  subdomain: string | null;
  site: { name: string; url: string };
  defaultLanguage: string;
  cmsLanguages: CmsLanguage[];
  extra: DomainExtra;
};

export type CmsOption = { id: number; key: string; value: string; media: Media | null };

export type MenuItem = { id: number; title: string; baseLink: string; children: MenuItem[] };

export type Navigation = { id: number; handle: string; title: string; items: MenuItem[] };

export type LayoutElement = {
  id: number;
  handler: string;
  title: string;
  type: "static-element";
  language_code: string;
  options: Record<string, unknown>;
  mobileOptions: Record<string, unknown>;
  meta: Record<string, unknown>;
  linkMeta: Record<string, unknown>;
  mobileMeta: Record<string, unknown>;
  parts: unknown[];
  slug: string;
  created_at: string;
};

export type Section = { id: string; type: string; props: Record<string, unknown> };

export type PostType = "page" | "post";

export type Post = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  media: Media | null;
  published_at: string;
  created_at: string;
  postType: PostType;
  language: string;
  terms: { categories: { id: number; slug: string; title: string }[] };
  sections: Section[];
  meta: { title?: string; description?: string };
  translations: { language: string; slug: string }[];
};

export type Language = {
  id: number;
  code: string;
  code2: string;
  name_hrv: string;
  name_eng: string;
  name_ger: string;
  name_srp: string;
  name: string;
};

export type Country = { id: number; code: string; name: string };
