import { Link } from "react-router";
import { privacyNoticePath } from "../../../common/privacy.resource";
import { useLocalePath, useT } from "../../i18n/i18n";

/**
 * The two lines beside a public form's submit button: what the form's personal data is used for,
 * and the way to the whole privacy notice, in the page's language. Its route loads the `privacy` messages.
 */
export function PrivacySummary({ form }: { form: "application" | "grievance" | "request" }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <p className="text-xs text-muted">
      {t(`privacy.summary.${form}`)}
      <br />
      <Link to={localePath(privacyNoticePath)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
        {t("privacy.summary.link")}
      </Link>
    </p>
  );
}
