import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { ANA } from "./accounts-support";
import { open, PLATFORM_DATABASE } from "./fixtures";

// Comments of signed-in visitors (SPEC 6: registered users comment, 1-5 stars, admin publishing,
// editing one's own), signed in as the seeded web user through the login screen's own post.

const POST = "/objave/dan-otvorenih-vrata";

/** Signs in through the login screen's own post, as its form would; the session cookie lands in the page's context. */
async function signIn(page: Page) {
  const response = await page.request.post("/prijava", { form: { username: ANA.email, password: ANA.password }, maxRedirects: 0 });
  expect(response.status(), "the login post redirects once signed in").toBe(303);
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === "__session")).toBe(true);
}

const comments = (page: Page) => page.getByRole("region", { name: "Komentari" });

test("a signed-in visitor comments with stars, sees it waiting for approval, and edits it", async ({ page }, info) => {
  const text = `Odličan dan, hvala! (${info.project.name} ${Date.now()})`;
  await signIn(page);
  await open(page, POST, info);
  const form = comments(page).locator("#comment-new");
  await expect(comments(page).getByText("Komentirati mogu samo prijavljeni korisnici")).toHaveCount(0);

  // Text is required: the error shows under the field, the chosen stars are kept.
  await form.getByLabel("4 od 5").check();
  await form.getByRole("button", { name: "Objavi komentar" }).click();
  await expect(form.getByText("Unos ovog polja je obavezan")).toBeVisible();
  await expect(comments(page).locator("#comment-new").getByLabel("4 od 5")).toBeChecked();

  await comments(page).locator("#comment-new").getByLabel("Komentar").fill(text);
  await comments(page).locator("#comment-new").getByRole("button", { name: "Objavi komentar" }).click();
  await expect(page.getByRole("status")).toContainText("Hvala! Komentar čeka odobrenje.");
  const mine = comments(page).getByRole("listitem").filter({ hasText: text });
  await expect(mine).toContainText("čeka odobrenje");
  await expect(mine.getByRole("img", { name: "Ocjena 4 od 5" })).toBeVisible();

  await mine.getByText("Uredi komentar").click();
  await mine.getByLabel("Komentar").fill(`${text} Uređeno.`);
  await mine.getByLabel("5 od 5").check();
  await mine.getByRole("button", { name: "Spremi izmjene" }).click();
  const edited = comments(page).getByRole("listitem").filter({ hasText: `${text} Uređeno.` });
  await expect(edited.getByRole("img", { name: "Ocjena 5 od 5" })).toBeVisible();

  const db = new Database(PLATFORM_DATABASE, { fileMustExist: true, readonly: true });
  const row = db.prepare("SELECT rating, published_at FROM comments WHERE body = ?").get(`${text} Uređeno.`);
  db.close();
  expect(row).toEqual({ rating: 5, published_at: null });
});

test("a signed-in visitor cannot edit someone else's comment", async ({ page }, info) => {
  await signIn(page);
  const db = new Database(PLATFORM_DATABASE, { fileMustExist: true, readonly: true });
  const { id } = db.prepare("SELECT c.id FROM comments c JOIN posts p ON p.id = c.post_id WHERE p.slug = 'dan-otvorenih-vrata' AND c.published_at IS NOT NULL").get() as { id: number };
  db.close();
  const response = await page.request.post(POST, { form: { intent: "editComment", commentId: String(id), body: "Tuđi komentar" }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  await open(page, POST, info);
  await expect(page.getByRole("status")).toContainText("Ovaj komentar ne možete uređivati");
});
