import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import { useT } from "../../i18n/i18n";
import { WhatsAppIcon } from "./pdf-icons";
import { documentDownloadPath } from "../../../common/document.resource";

/** The WhatsApp "share" address for a message: the app opens with the text ready to send. */
export function whatsAppShareHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

type WhatsAppShareLinkProps = {
  /** What the message says before the link, e.g. "D.Pharm Syllabus". */
  title: string;
  /** The PDF to share, e.g. "dpharma-syllabus.pdf". */
  file: string;
  className?: string;
};

/** Shares a PDF's full address on WhatsApp, so the recipient can open it from the chat. */
export function WhatsAppShareLink({ title, file, className = "btn-outline" }: WhatsAppShareLinkProps) {
  const t = useT();
  const publicUrl = useRouteLoaderData<typeof rootLoader>("root")?.publicUrl ?? "";
  return (
    <a href={whatsAppShareHref(`${title} ${publicUrl}${documentDownloadPath(file)}`)} target="_blank" rel="noopener noreferrer" className={className}>
      <WhatsAppIcon />
      {t("pdf.share")}
      <span className="sr-only">{t("pdf.shareOpensInNewTab")}</span>
    </a>
  );
}
