import { useTranslation } from "react-i18next";
import type { CheckoutStep } from "~/lib/checkout-rules";

const STEPS: CheckoutStep[] = ["address", "shipping", "payment"];

/** Where the visitor is: address, shipping, payment (SPEC 2.4: only the active step is shown). */
export function CheckoutSteps({ step }: { step: CheckoutStep }) {
  const { t } = useTranslation();
  const current = STEPS.indexOf(step);
  return (
    <ol className="checkout-steps" aria-label={t("checkout.steps.label")}>
      {STEPS.map((name, index) => (
        <li key={name} className={index === current ? "checkout-steps__step checkout-steps__step--current" : index < current ? "checkout-steps__step checkout-steps__step--done" : "checkout-steps__step"} aria-current={index === current ? "step" : undefined}>
          <span className="checkout-steps__number">{index + 1}</span> {t(`checkout.steps.${name}`)}
        </li>
      ))}
    </ol>
  );
}
