// Plain values the content forms' views need, kept apart from the zod schemas so a view can
// import them without shipping zod to every page that shows a form section.

export const COMMENT_MAX = 2000;
export const CONTACT_MAX = { name: 200, email: 120, phone: 30, message: 5000 } as const;

/** The honeypot field's name (see content-fields.ts). */
export const HONEYPOT = "website";
