import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

// SPEC 9: the loading bar creeps for up to 5000 ms and shows only when a navigation takes
// longer than 200 ms, so fast pages do not flicker. It exists only with JavaScript: without it,
// the browser's own loading indicator does the job.
const THROTTLE_MS = 200;

export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div
      className={shown ? "progress-bar progress-bar--active" : "progress-bar"}
      role="progressbar"
      aria-hidden={!shown}
      aria-label={t("site.loading")}
      aria-valuetext={shown ? t("site.loading") : undefined}
    />
  );
}
