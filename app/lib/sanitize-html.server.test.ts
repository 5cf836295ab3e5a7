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

describe("sanitizeHtml on posts and events", () => {
  it("keeps allowed embeds lazy and moves youtube.com to its no-cookie host", () => {
    const clean = sanitizeHtml('<iframe src="https://www.youtube.com/embed/abc"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe>');
    expect(clean).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(clean).toContain('src="https://player.vimeo.com/video/1"');
    expect(clean.match(/loading="lazy"/g)).toHaveLength(2);
  });

  it("drops iframes whose host only looks like an allowed one, and javascript: iframes", () => {
    const clean = sanitizeHtml('<iframe src="https://youtube.com.evil.example/x"></iframe><iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>');
    expect(clean).not.toContain("iframe");
  });

  it("removes every handler, script and scripted URL of the seeded malicious post's kind", () => {
    const dirty =
      '<p>Tekst</p><script>alert("x")</script><img src="/media/a.png" onerror="alert(1)" onload="alert(2)"><a href="javascript:alert(3)">klik</a>' +
      '<a href="JaVaScRiPt:alert(4)">klik</a><svg><script>alert(5)</script></svg><div onmouseover="alert(6)">x</div><form action="/x"><input name="a"></form><style>body{}</style>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/<script|\son\w+=|javascript:|<form|<input|<style/i);
    expect(clean).toContain("<p>Tekst</p>");
  });
});
