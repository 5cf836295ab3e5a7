import { z } from "zod";

// zod schemas of the platform's answers (docs/platform-api.md). They check what the storefront
// relies on and let extra fields through, so a newer platform does not break an older storefront.

export const MEDIA_SIZES = ["ThumbnailSize", "MediumSize", "PortraitSize", "LargeSize", "FullHDSize"] as const;
export type MediaSize = (typeof MEDIA_SIZES)[number];

export const MediaSchema = z
  .object({
    id: z.number(),
    title: z.string().default(""),
    description: z.string().default(""),
    path: z.string(),
    alternativePaths: z.record(z.string()).default({}),
    width: z.number().optional(),
    height: z.number().optional(),
    mime: z.string().optional(),
  })
  .passthrough();
export type Media = z.infer<typeof MediaSchema>;

export const MediaOptionSchema = z.object({
  id: z.number(),
  key: z.string(),
  value: z.string(),
  autoResize: z.boolean().default(true),
  x: z.number(),
  y: z.number(),
});
export type MediaOption = z.infer<typeof MediaOptionSchema>;

export const DomainSchema = z
  .object({
    name: z.string(),
    url: z.string(),
    apiKeyId: z.number(),
    apiKeyToken: z.string(),
    siteID: z.number(),
    storeID: z.number(),
    subdomain: z.string().nullable().default(null),
    defaultLanguage: z.string(),
    cmsLanguages: z.array(z.object({ id: z.number(), code: z.string(), code2: z.string(), name: z.string() })),
    extra: z
      .object({
        mediaOptions: z.array(MediaOptionSchema).default([]),
        checkoutSettings: z
          .object({
            allowedCountries: z.union([z.literal("ALL"), z.array(z.string())]).default("ALL"),
            cartAddBehaviour: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
          })
          .passthrough()
          .default({}),
        authSettings: z
          .object({ requireEmailConfirmation: z.boolean().default(false), autoLoginAfterRegister: z.boolean().default(false) })
          .default({}),
        currencyConfig: z
          .object({ label: z.string(), symbol: z.string(), code: z.string().default("EUR") })
          .default({ label: "EUR", symbol: "€", code: "EUR" }),
      })
      .passthrough(),
  })
  .passthrough();
export type Domain = z.infer<typeof DomainSchema>;

export const CmsOptionSchema = z.object({
  id: z.number(),
  key: z.string(),
  value: z.string().nullable().transform((value) => value ?? ""),
  media: MediaSchema.nullable().default(null),
});
export type CmsOption = z.infer<typeof CmsOptionSchema>;

export type MenuItem = { id: number; title: string; baseLink: string; children: MenuItem[] };
export const MenuItemSchema: z.ZodType<MenuItem, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    baseLink: z.string(),
    children: z.array(MenuItemSchema).default([]),
  }),
);

export const NavigationSchema = z.object({
  id: z.number(),
  handle: z.string().optional(),
  title: z.string(),
  items: z.array(MenuItemSchema),
});
export type Navigation = z.infer<typeof NavigationSchema>;

export const LAYOUT_HANDLERS = ["header-section", "footer-section", "cookie-section"] as const;
export type LayoutHandler = (typeof LAYOUT_HANDLERS)[number];

export const LayoutElementSchema = z
  .object({
    id: z.number(),
    handler: z.string(),
    title: z.string().default(""),
    options: z.record(z.unknown()).default({}),
  })
  .passthrough();
export type LayoutElement = z.infer<typeof LayoutElementSchema>;

export const SectionDataSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  type: z.string(),
  props: z.record(z.unknown()).default({}),
});
export type SectionData = z.infer<typeof SectionDataSchema>;

export const PostSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string().default(""),
    body: z.string().default(""),
    media: MediaSchema.nullable().default(null),
    published_at: z.string().nullable().default(null),
    created_at: z.string().nullable().default(null),
    postType: z.string(),
    language: z.string().optional(),
    sections: z.array(z.unknown()).default([]),
    meta: z.object({ title: z.string().optional(), description: z.string().optional() }).passthrough().default({}),
    translations: z.array(z.object({ language: z.string(), slug: z.string() })).default([]),
  })
  .passthrough();
export type Post = z.infer<typeof PostSchema>;

export const DecideSchema = z.object({
  type: z.string(),
  id: z.number(),
  slug: z.string(),
  entity: PostSchema,
});

export const LanguageSchema = z
  .object({ id: z.number(), code: z.string(), code2: z.string(), name: z.string() })
  .passthrough();

export const recordsOf = <T extends z.ZodTypeAny>(item: T) => z.object({ records: z.array(item) });
