// The content shapes of docs/platform-api.md ("Content (issue 7)"), beside contract.ts.
// Keep them in step with the document.
import type { Pagination } from "./catalogue-contract";
import type { Consent } from "./checkout-contract";
import type { Media, Post } from "./contract";

export type Paged<T> = { records: T[]; pagination: Pagination };

export type PostCard = Pick<Post, "id" | "title" | "slug" | "excerpt" | "media" | "published_at" | "created_at" | "postType" | "terms">;

export type Term = {
  id: number;
  taxonomy: "category";
  title: string;
  slug: string;
  /** The term's slug in the site's default language. */
  slugMain: string;
  description: string;
  postCount: number;
};

export type CalendarEvent = {
  id: number;
  title: string;
  slug: string;
  startsAt: string;
  endsAt: string | null;
  place: string;
  description: string;
  media: Media | null;
};

export const COMMENT_AUDIENCES = ["RegisteredUsers", "Everyone", "Nobody"] as const;

export type CommentOptions = {
  CanCommentOnBlog: (typeof COMMENT_AUDIENCES)[number];
  RequireAdminPublishing: boolean;
  OneUserOneComment: boolean;
  UserCanEditComment: boolean;
  NumberOfStars: number;
  AnonymousCanMultipleReview: boolean;
  RequireRatingForComment: boolean;
  RequireCommentForRating: boolean;
};

export type Comment = {
  id: number;
  postId: number;
  body: string;
  rating: number | null;
  published: boolean;
  own: boolean;
  author: { id: number | null; name: string };
  created_at: string;
  updated_at: string;
};

export const FORM_TYPES = [
  "newsletter",
  "contactForm",
  "registerForm",
  "checkoutForm",
  "addressForm",
  "productAvailabilityForm",
] as const;
export type FormType = (typeof FORM_TYPES)[number];

export type FormField = {
  name: string;
  type: "text" | "email" | "tel" | "textarea" | "checkbox";
  label: string;
  required: boolean;
};

export type Form = {
  id: number;
  type: FormType;
  title: string;
  description: string;
  submitLabel: string;
  successMessage: string;
  fields: FormField[];
  captcha: { key: string | null; version: string | null };
};

export type ConsentAssignment = {
  id: number;
  assigned_to: string;
  consents: Consent[];
  requiredConsents: Consent[];
};

export type SitemapEntry = {
  type: "page" | "post" | "category" | "event";
  id: number;
  slug: string;
  language: string;
  lastmod: string;
};
