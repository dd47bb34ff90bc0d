import type { Catalog } from "../catalog";
import type { documents as english } from "../en/documents";

export const documents: Catalog<typeof english> = {
  "faqs.description":
    "{college}विषयी विद्यार्थी व पालकांच्या प्रश्नांची उत्तरे: पात्रता, MHT-CET व NEET, शुल्क, शिष्यवृत्ती, वसतिगृह, कागदपत्रे, नोकरीच्या संधी आणि वाहतूक.",
  "faqs.stillQuestion": "अजून काही प्रश्न आहे?",
  "faqs.callOffice": "सोमवार ते शनिवार, सकाळी १० ते सायंकाळी ५ या वेळेत महाविद्यालयाच्या कार्यालयाला फोन करा किंवा लिहा.",
  "faqs.process": "प्रवेश प्रक्रिया",
  "calendar.description":
    "{college}ची डी.फार्म व बी.फार्मसाठी विद्यापीठाची शैक्षणिक दिनदर्शिका आणि वर्गांचे वेळापत्रक: डाउनलोड करा, पाहा किंवा व्हॉट्सॲपवर पाठवा.",
  "calendar.downloadCalendar": "शैक्षणिक दिनदर्शिका डाउनलोड करा",
  "calendar.timetableFailed": "वेळापत्रकाची PDF डाउनलोड करता आली नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
  "calendar.downloadTimetable": "वेळापत्रक डाउनलोड करा",
  "calendar.calendarName": "शैक्षणिक दिनदर्शिका",
  "calendar.timetableName": "वेळापत्रक",
  "calendar.noun": "शैक्षणिक दिनदर्शिका",
  "calendar.noTimetable": "वेळापत्रक अद्याप उपलब्ध नाही.",
  "calendar.timetableNotPublished": "वेळापत्रक अद्याप प्रसिद्ध झालेले नाही.",
  "calendar.syllabusOf": "{name} पाठ्यक्रम",
  "calendar.holidays": "{year} या शैक्षणिक वर्षातील सुट्ट्या",
  "calendar.holidaysIntro": "महाराष्ट्रातील या सार्वजनिक सुट्ट्यांच्या दिवशी महाविद्यालय बंद असते; रविवारी येणाऱ्या सुट्ट्याही यादीत दिल्या आहेत.",
  "calendar.holidayDate": "दिनांक",
  "calendar.holidayDay": "वार",
  "calendar.holidayName": "सुट्टी",
  "calendar.noHolidays": "या शैक्षणिक वर्षासाठी अद्याप कोणतीही सुट्टी नोंदवलेली नाही.",
  "disclosure.description": "AICTE व PCI यांच्या नियमांनुसार {college}चे स्टँडर्ड इन्फॉर्मेशन फॉरमॅट (SIF): मान्यता, प्रवेशक्षमता, अध्यापक, सुविधा आणि शुल्क.",
  "disclosure.download": "अनिवार्य प्रकटीकरण डाउनलोड करा (PDF)",
  "disclosure.sif": "स्टँडर्ड इन्फॉर्मेशन फॉरमॅट (SIF)",
  "disclosure.noun": "प्रकटीकरण कागदपत्र",
};
