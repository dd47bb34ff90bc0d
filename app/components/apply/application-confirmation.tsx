import { Link } from "react-router";
import { confirmationPathOf } from "../../../common/admission.resource";

type Props = {
  applicationNumber: string;
  receiptUrl: string;
  /** Under the form, a link to the confirmation's own page, which can be bookmarked; not on that page itself. */
  linkToPage?: boolean;
};

/** The number to quote and the receipt to keep: after applying, and on the confirmation page. */
export function ApplicationConfirmation({ applicationNumber, receiptUrl, linkToPage = false }: Props) {
  return (
    <div className="mt-4">
      <p className="text-sm">Your application number</p>
      <p className="font-display text-2xl font-semibold tracking-wide text-brand-800 sm:text-3xl">{applicationNumber}</p>
      <p className="mt-2 text-sm leading-relaxed">
        Quote this number whenever you call or write to us. Keep your receipt, printed or on your phone, and bring it with your
        documents when you come to the college for admission.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
        <a href={receiptUrl} download className="btn-accent px-6">
          Download receipt
        </a>
        {linkToPage && (
          <Link to={confirmationPathOf(receiptUrl)} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            Open this confirmation on its own page
          </Link>
        )}
      </div>
    </div>
  );
}
