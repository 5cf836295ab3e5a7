import DOMPurify from "isomorphic-dompurify";

// Every piece of CMS or user HTML passes through here on the server before it is rendered:
// scripts, event handlers and javascript: URLs go; iframes stay only for the video hosts we embed.
const EMBED_HOSTS = /^https:\/\/(www\.)?(youtube-nocookie\.com|youtube\.com|player\.vimeo\.com)\//;

DOMPurify.addHook("uponSanitizeElement", (node, data) => {
  if (data.tagName === "iframe") {
    const src = (node as Element).getAttribute?.("src") ?? "";
    if (!EMBED_HOSTS.test(src)) node.parentNode?.removeChild(node);
  }
});

DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  // Links that open elsewhere must not hand the opener to the other site.
  if (node.tagName === "A" && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
  if (node.tagName === "IFRAME") {
    // The CSP frames youtube-nocookie.com only, which also sets no tracking cookies; embeds load
    // when scrolled to.
    const src = node.getAttribute("src") ?? "";
    node.setAttribute("src", src.replace(/^https:\/\/(www\.)?youtube\.com\//, "https://www.youtube-nocookie.com/"));
    node.setAttribute("loading", "lazy");
  }
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ADD_TAGS: ["iframe"],
    ADD_ATTR: ["allow", "allowfullscreen", "frameborder", "target", "loading"],
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"],
    FORBID_ATTR: ["style"],
  });
}

/**
 * The payment provider's form from order/create: only a plain form with hidden inputs and a
 * button, posting to the platform's payment pages on this origin (/payment/...), survives.
 */
export function sanitizePaymentForm(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ["form", "input", "button", "p", "span", "strong"],
    ALLOWED_ATTR: ["method", "action", "type", "name", "value", "class"],
  });
  const action = clean.match(/<form[^>]*\saction="([^"]*)"/)?.[1] ?? "";
  return action.startsWith("/payment/") ? clean : "";
}
