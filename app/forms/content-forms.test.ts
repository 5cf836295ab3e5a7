import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { commentActionSchema } from "./comment";
import { contactSchema } from "./contact";
import { newsletterSchema } from "./newsletter";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};

describe("newsletter form", () => {
  it("needs a valid e-mail", () => {
    const empty = parseWithZod(form({ intent: "newsletter", email: "" }), { schema: newsletterSchema });
    expect(empty.status === "error" && empty.error?.email).toEqual(["core.validation.required"]);
    const wrong = parseWithZod(form({ intent: "newsletter", email: "ana@" }), { schema: newsletterSchema });
    expect(wrong.status === "error" && wrong.error?.email).toEqual(["core.validation.email"]);
  });

  it("accepts a filled honeypot: the action decides what to do with it", () => {
    const robot = parseWithZod(form({ intent: "newsletter", email: "ana@example.com", website: "spam" }), { schema: newsletterSchema });
    expect(robot.status).toBe("success");
  });
});

describe("contact form", () => {
  it("names every missing field and keeps the rest", () => {
    const submission = parseWithZod(form({ intent: "contact", formId: "1", name: "Ana", email: "", message: "" }), { schema: contactSchema });
    expect(submission.status).toBe("error");
    if (submission.status !== "error") return;
    expect(Object.keys(submission.error ?? {}).sort()).toEqual(["email", "message"]);
    expect(submission.reply().initialValue).toMatchObject({ name: "Ana" });
  });

  it("limits the message to 5000 characters", () => {
    const submission = parseWithZod(form({ intent: "contact", formId: "1", name: "Ana", email: "ana@example.com", message: "x".repeat(5001) }), { schema: contactSchema });
    expect(submission.status === "error" && submission.error?.message).toEqual(["core.validation.maxLength"]);
  });
});

describe("comment form", () => {
  it("needs text and takes 1 to 5 stars", () => {
    const ok = parseWithZod(form({ intent: "addComment", body: " Odlično ", rating: "5" }), { schema: commentActionSchema });
    expect(ok.status === "success" && ok.value).toEqual({ intent: "addComment", body: "Odlično", rating: 5 });
    const noText = parseWithZod(form({ intent: "addComment", body: "", rating: "6" }), { schema: commentActionSchema });
    expect(noText.status === "error" && noText.error).toMatchObject({ body: ["core.validation.required"], rating: ["comments.invalidRating"] });
  });

  it("edits name the comment", () => {
    const edit = parseWithZod(form({ intent: "editComment", body: "Novo" }), { schema: commentActionSchema });
    expect(edit.status === "error" && Object.keys(edit.error ?? {})).toEqual(["commentId"]);
  });
});
