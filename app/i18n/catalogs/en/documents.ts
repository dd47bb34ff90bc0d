/** The FAQs, academic calendar and mandatory disclosure pages: headings, buttons and states. */
export const documents = {
  "faqs.description":
    "Answers for students and parents about {college}: eligibility, MHT-CET and NEET, fees, scholarships, hostel, documents, placements and transport.",
  "faqs.stillQuestion": "Still have a question?",
  "faqs.callOffice": "Call or write to the college office, 10:00 AM to 5:00 PM, Monday to Saturday.",
  "faqs.process": "Admission process",
  "calendar.description":
    "The university academic calendar and the class timetable of {college} for D.Pharm and B.Pharm: download, view or share on WhatsApp.",
  "calendar.downloadCalendar": "Download Academic Calendar",
  "calendar.timetableFailed": "Error downloading Timetable PDF. Please try again later.",
  "calendar.downloadTimetable": "Download Timetable",
  "calendar.calendarName": "Academic calendar",
  "calendar.timetableName": "Timetable",
  "calendar.noun": "academic calendar",
  "calendar.noTimetable": "No timetable available.",
  "calendar.timetableNotPublished": "The timetable has not been published yet.",
  "calendar.syllabusOf": "{name} Syllabus",
  "calendar.holidays": "Holidays of the academic year {year}",
  "calendar.holidaysIntro": "The college is closed on these public holidays of Maharashtra; those that fall on a Sunday are listed too.",
  "calendar.holidayDate": "Date",
  "calendar.holidayDay": "Day",
  "calendar.holidayName": "Holiday",
  "calendar.noHolidays": "No holidays are listed for this academic year yet.",
  "disclosure.description": "The Standard Information Format (SIF) of {college}: approvals, intake, faculty, facilities and fees, as AICTE and PCI require.",
  "disclosure.download": "Download Mandatory Disclosure (PDF)",
  "disclosure.sif": "Standard Information Format (SIF)",
  "disclosure.noun": "disclosure document",
} as const;
