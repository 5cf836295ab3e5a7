import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.server";

describe("sanitizeHtml", () => {
  it("removes scripts, event handlers and javascript: URLs", () => {
    const dirty = '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain("<p>Hi</p>");
    expect(clean).toContain('<img src="x.png">');
  });

  it("keeps headings, lists, links and allowed video embeds", () => {
    const html = '<h2>Upisi</h2><ul><li>Jedan</li></ul><a href="/upisi" target="_blank">Više</a><iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain("<h2>Upisi</h2>");
    expect(clean).toContain("<li>Jedan</li>");
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abc"');
  });

  it("drops iframes from other hosts", () => {
    expect(sanitizeHtml('<iframe src="https://evil.example/x"></iframe><p>ok</p>')).toBe("<p>ok</p>");
  });
});
