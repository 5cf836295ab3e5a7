import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PlatformContext } from "~/api/client.server";
import { ApiError } from "~/api/errors";

// The posts of the newsletter and contact sections: what reaches the platform, and what the
// visitor gets back.

const content = vi.hoisted(() => ({ getForm: vi.fn(), getNewsletterForm: vi.fn(), storeFormData: vi.fn(), subscribeNewsletter: vi.fn() }));
vi.mock("~/api/content.server", () => content);
vi.mock("~/sessions/session.server", () => ({
  redirectWithToast: async (_request: Request, to: string, toast: object) => new Response(JSON.stringify(toast), { status: 303, headers: { location: to } }),
}));

const { handleSectionForm } = await import("./section-forms.server");

const ctx = {} as PlatformContext;
const post = (fields: Record<string, string>) => new Request("http://localhost/kontakt", { method: "POST", body: new URLSearchParams(fields) });
const contactForm = { id: 1, type: "contactForm", successMessage: "Hvala!", captcha: { key: null, version: null }, fields: [] };
const contact = { intent: "contact", formId: "1", name: "Ana", email: "ana@example.com", message: "Pozdrav" };

beforeEach(() => {
  vi.clearAllMocks();
  content.getForm.mockResolvedValue(contactForm);
  content.getNewsletterForm.mockResolvedValue(null);
  content.storeFormData.mockResolvedValue({ stored: true });
  content.subscribeNewsletter.mockResolvedValue({ subscribed: true });
});

describe("handleSectionForm", () => {
  it("stores a valid contact message and redirects back with the form's success message", async () => {
    const response = await handleSectionForm(ctx, post(contact));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/kontakt");
    expect(await response.json()).toEqual({ type: "success", message: "Hvala!" });
    expect(content.storeFormData).toHaveBeenCalledWith(ctx, 1, { name: "Ana", email: "ana@example.com", message: "Pozdrav" }, undefined);
  });

  it("answers 400 with the errors and the input, and calls nothing", async () => {
    const response = await handleSectionForm(ctx, post({ ...contact, email: "" }));
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error).toEqual({ email: ["core.validation.required"] });
    expect(result.initialValue).toMatchObject({ name: "Ana" });
    expect(content.storeFormData).not.toHaveBeenCalled();
  });

  it("pretends success for a filled honeypot and stores nothing", async () => {
    const response = await handleSectionForm(ctx, post({ intent: "newsletter", email: "bot@example.com", website: "x" }));
    expect(response.status).toBe(303);
    expect(content.subscribeNewsletter).not.toHaveBeenCalled();
    expect(content.storeFormData).not.toHaveBeenCalled();
  });

  it("shows an address already subscribed under the e-mail field", async () => {
    content.subscribeNewsletter.mockRejectedValue(new ApiError(400, "alreadySubscribedToNewsletter"));
    const response = await handleSectionForm(ctx, post({ intent: "newsletter", email: "ana@example.com" }));
    expect(response.status).toBe(400);
    expect((await response.json()).result.error).toEqual({ email: ["messages.alreadySubscribedToNewsletter"] });
  });

  it("refuses a form whose captcha lacks its key or version, and one that needs a captcha answer", async () => {
    content.getForm.mockResolvedValue({ ...contactForm, captcha: { key: null, version: "2" } });
    const noKey = await handleSectionForm(ctx, post(contact));
    expect((await noKey.json()).result.error).toEqual({ "": ["no key provided"] });
    content.getForm.mockResolvedValue({ ...contactForm, captcha: { key: "k", version: "2" } });
    const noAnswer = await handleSectionForm(ctx, post(contact));
    expect(noAnswer.status).toBe(400);
    expect(content.storeFormData).not.toHaveBeenCalled();
  });
});
