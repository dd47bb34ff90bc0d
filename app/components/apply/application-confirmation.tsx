import { Link } from "react-router";
import { confirmationPathOf, receiptIn } from "../../../common/admission.resource";
import { useLocale, useLocalePath, useT } from "../../i18n/i18n";

type Props = {
  applicationNumber: string;
  receiptUrl: string;
  /** Under the form, a link to the confirmation's own page, which can be bookmarked; not on that page itself. */
  linkToPage?: boolean;
};

/** The number to quote and the receipt to keep: after applying, and on the confirmation page. */
export function ApplicationConfirmation({ applicationNumber, receiptUrl, linkToPage = false }: Props) {
  const t = useT();
  const localePath = useLocalePath();
  // The receipt in the page's language: a family that applied in Marathi gets a Marathi receipt.
  const receipt = receiptIn(receiptUrl, useLocale());
  return (
    <div className="mt-4">
      <p className="text-sm">{t("apply.numberLabel")}</p>
      <p className="font-display text-2xl font-semibold tracking-wide text-brand-800 sm:text-3xl">{applicationNumber}</p>
      <p className="mt-2 text-sm leading-relaxed">
        {t("apply.numberText")}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
        <a href={receipt} download className="btn-accent px-6">
          {t("apply.downloadReceipt")}
        </a>
        {linkToPage && (
          <Link to={localePath(confirmationPathOf(receiptUrl))} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t("apply.ownPage")}
          </Link>
        )}
      </div>
    </div>
  );
}
