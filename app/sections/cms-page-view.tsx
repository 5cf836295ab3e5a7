import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import type { ParsedSection, SkippedSection } from "./parse-sections.server";
import { SectionList } from "./section-list";

type CmsPageData = { page: { title: string; description: string; sections: ParsedSection[]; skipped: SkippedSection[] } };

/** The view and metadata shared by every route that shows a CMS page. */
export function CmsPageView() {
  const { page } = useLoaderData<CmsPageData>();
  return <SectionList sections={page.sections} skipped={page.skipped} />;
}

export const cmsPageMeta: MetaFunction = ({ data, matches }) => {
  const page = (data as CmsPageData | undefined)?.page;
  return pageMeta(matches, page?.title, page?.description);
};
