/**
 * The mail an application sends: a confirmation to the applicant with the number and the receipt,
 * and a notice to the admissions office when ADMISSIONS_NOTIFY_EMAIL is set. Plain text, which
 * every phone's mail app shows as it is.
 */
import { receiptIn } from "../../../common/admission.resource";
import { programmeNames, PROGRAMME_NOT_DECIDED, type SubmittedApplication } from "../../../common/admission.schema";
import { formatDateTime } from "../../../common/format-date";
import { institution } from "../../../content/institution";
import { keepingLineBreaks, mailSubject, mailText } from "../../platform/mail/mail-text";
import type { OutgoingMail } from "../../platform/mail/outbox.repository";

export type MailContext = {
  /** The site's absolute address, for the links in the mail. */
  siteUrl: string;
  /** The office's contacts and address, as the site shows them. */
  contacts: { phone: string; email: string; address: string };
};

const programmeOf = (application: SubmittedApplication) =>
  application.programme ? programmeNames[application.programme] : PROGRAMME_NOT_DECIDED;

export function applicantConfirmation(application: SubmittedApplication, { siteUrl, contacts }: MailContext): OutgoingMail {
  return {
    to: application.email,
    subject: mailSubject(`Application ${application.applicationNumber} received – ${institution.collegeName}`),
    text: mailText([
      `Dear ${application.name},`,
      "",
      `Thank you for applying to ${institution.collegeName} for the academic year ${application.academicYear}.`,
      "",
      `Your application number: ${application.applicationNumber}`,
      `Programme: ${programmeOf(application)}`,
      `Received: ${formatDateTime(application.applicationDate)}`,
      "",
      "Please quote this number whenever you call or write to us.",
      `Your receipt (PDF): ${siteUrl}${application.receiptUrl}`,
      // The application does not record the language it was made in, so a Marathi family finds its receipt here too.
      `मराठीतील पावती (PDF): ${siteUrl}${receiptIn(application.receiptUrl, "mr")}`,
      "",
      "What happens next:",
      "1. The admissions office calls or emails you within a few working days.",
      `2. Register for the CAP rounds and list us with choice code ${institution.choiceCode}.`,
      "3. Bring your receipt, allotment letter and original documents to the college to confirm your seat.",
      "",
      `Admissions office: ${contacts.phone}, ${contacts.email}`,
      "",
      institution.collegeName,
      keepingLineBreaks(contacts.address),
    ]),
  };
}

export function officeNotice(application: SubmittedApplication, { siteUrl }: MailContext, to: string): OutgoingMail {
  return {
    to,
    subject: mailSubject(`New application ${application.applicationNumber}: ${application.name}`),
    text: mailText([
      `A new application arrived on ${formatDateTime(application.applicationDate)}.`,
      "",
      `Number: ${application.applicationNumber}`,
      `Name: ${application.name}`,
      `Programme: ${programmeOf(application)}`,
      `Email: ${application.email}`,
      `Mobile: ${application.mobile}`,
      `Education: ${application.education}`,
      `10th: ${application.tenthPercentage}% in ${application.tenthPassingYear}, ${application.tenthSchoolName}`,
      `12th: ${application.twelfthPercentage}% in ${application.twelfthPassingYear}, ${application.twelfthCollegeName}`,
      "",
      `Review it in the back office: ${siteUrl}/admin/admissions`,
    ]),
  };
}
