/**
 * The mail a grievance sends. To the complainant, in the language they filed in: the
 * acknowledgement with the number, the due date and the private status link, and a message for
 * each update the committee meant for them. To the settings' grievance email, a notice of each new
 * grievance that carries no name and no description: whoever edits the settings chooses that
 * address, and only the desk may read a grievance, in the back office. Plain text, which every
 * phone's mail app shows as it is.
 */
import { grievanceCaseScreenPath } from "../../../common/grievance.resource";
import { grievanceNames } from "../../../common/grievance-names";
import { GRIEVANCE_WORKING_DAYS } from "../../../common/working-days";
import type { GrievanceUpdate } from "../../../common/grievance.schema";
import { formatDate, formatDateTime, formatDayAndTime } from "../../../common/format-date";
import { formatMarathiDateTime, formatMarathiDayAndTime, marathiDate } from "../../../common/marathi-time";
import { devanagariDigits } from "../../../common/digits";
import { institution } from "../../../content/institution";
import { keepingLineBreaks, mailSubject, mailText } from "../../platform/mail/mail-text";
import type { OutgoingMail } from "../../platform/mail/outbox.repository";
import type { GrievanceLanguage, StoredGrievance } from "./grievances.repository";

export type GrievanceMailContext = {
  /** The site's absolute address (PUBLIC_URL), for the links in the mail. */
  siteUrl: string;
  /** The office's phone and email, as the site shows them. */
  contacts: { phone: string; email: string };
};

/** Dates and names in the complainant's language. */
const wordsIn = (language: GrievanceLanguage) => ({
  names: grievanceNames[language],
  date: (day: string) => (language === "mr" ? marathiDate(new Date(`${day}T00:00:00Z`)) : formatDate(day)),
  moment: (at: string) => (language === "mr" ? formatMarathiDateTime(at) : formatDateTime(at)),
  /** A time to keep, with its day of the week. */
  appointment: (at: string) => (language === "mr" ? formatMarathiDayAndTime(at) : formatDayAndTime(at)),
  digits: (text: string) => (language === "mr" ? devanagariDigits(text) : text),
});

export function complainantAcknowledgement(grievance: StoredGrievance, statusUrl: string, { siteUrl, contacts }: GrievanceMailContext): OutgoingMail {
  const { names, date, moment, digits } = wordsIn(grievance.language);
  const committee = names.committee[grievance.committee];
  const link = `${siteUrl}${statusUrl}`;
  const helpline = grievance.category === "ragging";
  const text =
    grievance.language === "mr"
      ? [
          `नमस्कार ${grievance.name},`,
          "",
          `आपली "${grievance.subject}" ही तक्रार आम्हाला मिळाली आहे.`,
          "",
          `तक्रार क्रमांक: ${grievance.grievanceNumber}`,
          `तक्रारीचा प्रकार: ${names.category[grievance.category]}`,
          `तक्रार मिळाल्याची वेळ: ${moment(grievance.receivedAt)}`,
          `निर्णयाची मुदत: ${date(grievance.dueDate)}`,
          "",
          "तक्रारीची स्थिती आणि समितीची उत्तरे आपल्या खाजगी पानावर पाहा:",
          link,
          "ही लिंक ज्याच्याकडे असेल त्याला आपल्या तक्रारीची स्थिती दिसते, म्हणून ती कोणालाही पाठवू नका.",
          "",
          `पुढे काय होईल: ${committee} आपल्या तक्रारीची गोपनीयपणे चौकशी करेल, गरज पडल्यास आपल्याला सुनावणीसाठी बोलावेल, आणि तक्रार मिळाल्याच्या दिवसानंतरच्या ${digits(String(GRIEVANCE_WORKING_DAYS))} कामकाजाच्या दिवसांत (सोमवार ते शनिवार) निर्णय आपल्याला कळवेल. समितीने आपल्यासाठी लिहिलेली प्रत्येक नोंद ईमेलने येईल आणि त्या पानावरही दिसेल.`,
          ...(helpline
            ? ["", `आपल्याला आत्ता धोका वाटत असल्यास राष्ट्रीय रॅगिंगविरोधी हेल्पलाइनवर फोन करा (टोल-फ्री, दिवसाचे २४ तास): ${institution.antiRaggingTollFree}`]
            : []),
          "",
          `फोन किंवा ईमेल करताना आपला तक्रार क्रमांक सांगा: ${contacts.phone}, ${contacts.email}`,
          "",
          institution.collegeName,
        ]
      : [
          `Dear ${grievance.name},`,
          "",
          `We have received your grievance "${grievance.subject}".`,
          "",
          `Grievance number: ${grievance.grievanceNumber}`,
          `Category: ${names.category[grievance.category]}`,
          `Received: ${moment(grievance.receivedAt)}`,
          `Decision due by: ${date(grievance.dueDate)}`,
          "",
          "Follow its status and read the committee's replies on your private status page:",
          link,
          "Anyone who has this link can see your grievance's status, so do not share it.",
          "",
          `What happens next: the ${committee} looks into your grievance in confidence, may ask you to a hearing, and sends you its decision within ${GRIEVANCE_WORKING_DAYS} working days (Monday to Saturday), counted from the day after we received it. Every note it writes for you comes by email and shows on your status page.`,
          ...(helpline
            ? ["", `If you are in danger now, call the national anti-ragging helpline, toll-free, 24 hours a day: ${institution.antiRaggingTollFree}`]
            : []),
          "",
          `Please quote your grievance number whenever you write or call: ${contacts.phone}, ${contacts.email}`,
          "",
          institution.collegeName,
        ];
  const subject =
    grievance.language === "mr"
      ? `तक्रार ${grievance.grievanceNumber} मिळाली – ${institution.collegeName}`
      : `Grievance ${grievance.grievanceNumber} received – ${institution.collegeName}`;
  return { to: grievance.email, subject: mailSubject(subject), text: mailText(text) };
}

/** A note the committee meant for the complainant, with the status it set and the hearing it scheduled, if any. */
export function complainantUpdate(grievance: StoredGrievance, update: GrievanceUpdate, { contacts }: GrievanceMailContext): OutgoingMail {
  const { names, appointment } = wordsIn(grievance.language);
  const committee = names.committee[grievance.committee];
  // A hearing moved to another time keeps the status it had: the mail still says what it is.
  const shownStatus = update.status ?? (update.hearingAt ? "hearing-scheduled" : null);
  const status = shownStatus && names.status[shownStatus];
  const hearing = (time: string, place: string) => (update.hearingAt ? [`${time}: ${appointment(update.hearingAt)}`, `${place}: ${update.hearingPlace}`, ""] : []);
  if (grievance.language === "mr") {
    return {
      to: grievance.email,
      subject: mailSubject(`तक्रार ${grievance.grievanceNumber}: ${status ?? "समितीची नवी नोंद"}`),
      text: mailText([
        `नमस्कार ${grievance.name},`,
        "",
        // Every committee's name ends in समिती, so the agent's ending joins it: समितीने.
        `आपल्या ${grievance.grievanceNumber} या तक्रारीविषयी ("${grievance.subject}") ${committee}ने आपल्यासाठी नोंद लिहिली आहे.`,
        "",
        ...(status ? [`तक्रारीची स्थिती आता: ${status}`, ""] : []),
        ...hearing("सुनावणीची वेळ", "सुनावणीचे ठिकाण"),
        keepingLineBreaks(update.note),
        "",
        "तक्रारीचा प्रत्येक टप्पा आमच्या पहिल्या ईमेलमधील लिंकवरच्या पानावर दिसतो.",
        `फोन किंवा ईमेल करताना आपला तक्रार क्रमांक सांगा: ${contacts.phone}, ${contacts.email}`,
        "",
        institution.collegeName,
      ]),
    };
  }
  return {
    to: grievance.email,
    subject: mailSubject(`Grievance ${grievance.grievanceNumber}: ${status ?? "a note from the committee"}`),
    text: mailText([
      `Dear ${grievance.name},`,
      "",
      `The ${committee} has written to you about your grievance ${grievance.grievanceNumber} ("${grievance.subject}").`,
      "",
      ...(status ? [`Status now: ${status}`, ""] : []),
      ...hearing("Hearing time", "Hearing place"),
      keepingLineBreaks(update.note),
      "",
      "Every step shows on your status page, at the link in our first email.",
      `Please quote your grievance number whenever you write or call: ${contacts.phone}, ${contacts.email}`,
      "",
      institution.collegeName,
    ]),
  };
}

/** The desk's notice of a new grievance: what it is about and when it is due, never who filed it or what it says. */
export function committeeNotice(grievance: StoredGrievance, { siteUrl }: GrievanceMailContext, to: string): OutgoingMail {
  const names = grievanceNames.en;
  const committee = names.committee[grievance.committee];
  return {
    to,
    subject: mailSubject(`New grievance ${grievance.grievanceNumber} for the ${committee}`),
    text: mailText([
      `A new grievance was filed on ${formatDateTime(grievance.receivedAt)}.`,
      "",
      `Number: ${grievance.grievanceNumber}`,
      `Category: ${names.category[grievance.category]}`,
      `Heard by: ${committee}`,
      `Decision due by: ${formatDate(grievance.dueDate)}`,
      "",
      "For the complainant's privacy this notice names nobody and quotes nothing of the grievance.",
      "Read it in the back office, signed in as a member of the grievance committee or an administrator:",
      `${siteUrl}${grievanceCaseScreenPath(grievance._id)}`,
    ]),
  };
}
