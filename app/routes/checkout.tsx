import type { SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { api } from "~/api/client.server";
import { CartSummary } from "~/components/cart/cart-view";
import { CheckoutSteps } from "~/components/checkout/checkout-steps";
import { AddressStepForm, PaymentStepForm, ShippingStepForm } from "~/components/checkout/step-forms";
import { screenHeading } from "~/components/layout/screen-placeholder.server";
import { checkoutStepHref } from "~/lib/checkout-rules";
import { handleCheckoutAction, loadCheckout } from "~/lib/checkout.server";
import { pageMeta } from "~/lib/meta";
import { throwPageError } from "~/lib/page-errors.server";
import { useRootData } from "~/root";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  const [data, heading] = await Promise.all([loadCheckout(ctx, request), screenHeading(request, "checkout")]);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if ("setCookie" in data) {
    // The cookie goes in the header only: page data is readable by scripts.
    const { setCookie, ...handOver } = data;
    headers.append("Set-Cookie", setCookie);
    return json({ ...handOver, title: heading.title }, { headers });
  }
  return json({ ...data, title: heading.title }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return handleCheckoutAction(ctx, request);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...pageMeta(matches, data?.title), { name: "robots", content: "noindex" }];

type ActionAnswer = { step?: string; result?: SubmissionResult<string[]> };

/** The provider's form: sent on by script at once; without JavaScript its own button continues. */
function PaymentRedirect({ html }: { html: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector("form")?.submit();
  }, [html]);
  return (
    <section className="checkout-redirect">
      <p role="status">{t("checkout.paymentRedirect")}</p>
      <div ref={box} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/** SPEC 4, wallet flow: the wallet's approval needs JavaScript; without it, a clear message. */
function WalletHandOver({ orderSlug }: { orderSlug: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <p className="form-notice" role="status">
        {t("checkout.walletUnavailable", { orderSlug })}
      </p>
    );
  }
  return (
    <section className="checkout-redirect">
      <p role="status">{t("checkout.walletWaiting", { orderSlug })}</p>
      <Form method="post" id="payment-wallet">
        <input type="hidden" name="intent" value="walletConfirm" />
        <button type="submit" className="button button--primary button--large">
          {t("checkout.walletPay")}
        </button>
      </Form>
    </section>
  );
}

export default function Checkout() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<ActionAnswer>();
  const { t } = useTranslation();
  const language = useRootData()?.language ?? "hr";
  const lastResult = answer?.step === data.step ? answer.result : undefined;

  if (data.step === "pay") {
    return (
      <div className="container screen">
        {data.payment.form ? <PaymentRedirect html={data.payment.form} /> : <WalletHandOver orderSlug={data.payment.walletOrderSlug ?? ""} />}
      </div>
    );
  }
  return (
    <div className="container screen checkout">
      <h1 className="screen__title">{data.title}</h1>
      <CheckoutSteps step={data.step} />
      <div className="checkout__layout">
        <div className="checkout__step">
          {data.step === "address" && "countries" in data ? (
            <AddressStepForm key="address" lastResult={lastResult} saved={data.address as never} countries={data.countries} />
          ) : null}
          {data.step === "shipping" && "deliveryMethods" in data ? (
            <ShippingStepForm key="shipping" lastResult={lastResult} methods={data.deliveryMethods} savedMethod={data.deliveryMethodId} savedBranch={data.branchId} backHref={checkoutStepHref(language, "address")} />
          ) : null}
          {data.step === "payment" && "paymentMethods" in data ? (
            <PaymentStepForm
              key={`payment-${data.idempotencyKey}`}
              lastResult={lastResult}
              methods={data.paymentMethods}
              consents={data.consents}
              cartSignature={data.cartSignature}
              idempotencyKey={data.idempotencyKey}
              backHref={checkoutStepHref(language, "shipping")}
            />
          ) : null}
        </div>
        <aside className="cart__summary" aria-label={t("checkout.orderSummary")}>
          <h2 className="cart__summary-title">{t("checkout.orderSummary")}</h2>
          <ul className="checkout__items">
            {data.cart.items.map((item) => (
              <li key={item.itemId}>
                {item.qty} × {item.productData.name}
                {item.productData.variantLabel ? ` (${item.productData.variantLabel})` : ""}
              </li>
            ))}
          </ul>
          <CartSummary cart={data.cart} />
        </aside>
      </div>
    </div>
  );
}
