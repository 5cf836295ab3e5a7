import * as contactForm from "./contact-form/schema";
import * as eventsList from "./events-list/schema";
import * as hero from "./hero/schema";
import * as newsletter from "./newsletter/schema";
import * as postsList from "./posts-list/schema";
import * as text from "./text/schema";
import * as textImage from "./text-image/schema";
import type { SectionDefinition } from "./types";

// Every section type the storefront can show, by the platform's type name: schemas and fields.
// The views are in views.ts, so that visitors' browsers load no schemas.
export const SECTION_DEFINITIONS: Record<string, SectionDefinition> = {
  hero,
  text,
  "text-image": textImage,
  "posts-list": postsList,
  "events-list": eventsList,
  "contact-form": contactForm,
  newsletter,
};
