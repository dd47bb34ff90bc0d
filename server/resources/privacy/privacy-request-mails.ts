/**
 * The mail a privacy request sends the requester, in the language they asked in: the
 * acknowledgement with the number, the due date, the private status link and the link that
 * confirms the request came from their address; and a message for each update meant for them.
 * Plain text.
 */
import type { PrivacyRequestStatus, PrivacyRequestUpdate } from "../../../common/privacy-request.schema";
import { formatDate } from "../../../common/format-date";
import { marathiDate } from "../../../common/marathi-time";
import { keepingLineBreaks, mailSubject, mailText } from "../../platform/mail/mail-text";
import type { OutgoingMail } from "../../platform/mail/outbox.repository";
import type { RequestLanguage, StoredPrivacyRequest } from "./privacy-requests.repository";

const statusNames: Record<RequestLanguage, Record<PrivacyRequestStatus, string>> = {
  en: { received: "Received", "in-progress": "In progress", completed: "Completed", rejected: "Rejected" },
  mr: { received: "मिळाली", "in-progress": "कार्यवाही सुरू", completed: "पूर्ण", rejected: "नामंजूर" },
};

const dateIn = (language: RequestLanguage, day: string) => (language === "mr" ? marathiDate(new Date(`${day}T00:00:00Z`)) : formatDate(day));

/** `links`: the absolute addresses of the status page and of the confirmation. */
export function requesterAcknowledgement(request: StoredPrivacyRequest, links: { status: string; confirm: string }): OutgoingMail {
  const due = dateIn(request.language, request.dueDate);
  const text =
    request.language === "mr"
      ? [
          `नमस्कार ${request.name},`,
          "",
          "आपल्या वैयक्तिक माहितीविषयीची आपली विनंती आम्हाला मिळाली आहे.",
          "",
          `विनंती क्रमांक: ${request.requestNumber}`,
          `उत्तराची मुदत: ${due}`,
          "",
          "ही विनंती आपणच केली आहे याची खात्री करण्यासाठी ही लिंक उघडा:",
          links.confirm,
          "",
          "विनंतीची स्थिती आणि आमची उत्तरे आपल्या खाजगी पानावर पाहा:",
          links.status,
          "ही लिंक ज्याच्याकडे असेल त्याला आपल्या विनंतीची स्थिती दिसते, म्हणून ती कोणालाही पाठवू नका.",
        ]
      : [
          `Dear ${request.name},`,
          "",
          "We have received your request about your personal data.",
          "",
          `Request number: ${request.requestNumber}`,
          `Answer due by: ${due}`,
          "",
          "To confirm that the request is yours, open this link:",
          links.confirm,
          "",
          "Follow the request and read our answers on your private page:",
          links.status,
          "Anyone with this link can see your request's status, so do not forward it.",
        ];
  const subject = request.language === "mr" ? `वैयक्तिक माहितीविषयी विनंती ${request.requestNumber} मिळाली` : `Privacy request ${request.requestNumber} received`;
  return { to: request.email, subject: mailSubject(subject), text: mailText(text) };
}

export function requesterUpdate(request: StoredPrivacyRequest, update: PrivacyRequestUpdate, statusLink: string): OutgoingMail {
  const names = statusNames[request.language];
  const status = update.status ? names[update.status] : null;
  if (request.language === "mr") {
    return {
      to: request.email,
      subject: mailSubject(`विनंती ${request.requestNumber}: ${status ?? "नवी नोंद"}`),
      text: mailText([`नमस्कार ${request.name},`, "", ...(status ? [`विनंतीची स्थिती: ${status}`, ""] : []), keepingLineBreaks(update.note), "", "विनंतीचे पूर्ण तपशील:", statusLink]),
    };
  }
  return {
    to: request.email,
    subject: mailSubject(`Privacy request ${request.requestNumber}: ${status ?? "a note from the college"}`),
    text: mailText([`Dear ${request.name},`, "", ...(status ? [`Status: ${status}`, ""] : []), keepingLineBreaks(update.note), "", "The whole request:", statusLink]),
  };
}
