/**
 * The public holidays of Maharashtra, as the state government lists them each year (the General
 * Administration Department's notification under section 25 of the Negotiable Instruments Act,
 * published in December for the year after). A fresh install stores this year's and next year's
 * (server/resources/holidays/initial-holidays.ts); from then on the clerk keeps the list on the
 * Holidays screen.
 *
 * 2026: the notification of 9 December 2025, date for date.
 * 2027 and 2028: not notified yet when this was written, so worked out the way the notifications
 * of 2021 to 2026 fall (the moon's phase in Mumbai, the rules the Marathi almanacs follow, which
 * give every lunar date of those years). The Islamic dates are estimates of the new moon's
 * sighting: the notification may put one a day later, and the clerk moves it when it comes.
 * Where the reckoning was close, the date says so.
 *
 * Dates are month-day; a year with no date for a holiday leaves it out.
 */
export type StateHoliday = {
  name: string;
  nameMr: string;
  /** By year, the month and day: `"01-26"`. */
  dates: Readonly<Partial<Record<number, `${number}-${number}`>>>;
};

export const maharashtraHolidays: readonly StateHoliday[] = [
  { name: "Republic Day", nameMr: "प्रजासत्ताक दिन", dates: { 2026: "01-26", 2027: "01-26", 2028: "01-26" } },
  { name: "Mahashivratri", nameMr: "महाशिवरात्री", dates: { 2026: "02-15", 2027: "03-06", 2028: "02-23" } },
  { name: "Chhatrapati Shivaji Maharaj Jayanti", nameMr: "छत्रपती शिवाजी महाराज जयंती", dates: { 2026: "02-19", 2027: "02-19", 2028: "02-19" } },
  // The day after Holika Dahan.
  { name: "Holi (second day)", nameMr: "धूलिवंदन", dates: { 2026: "03-03", 2027: "03-22", 2028: "03-11" } },
  { name: "Gudhi Padwa", nameMr: "गुढीपाडवा", dates: { 2026: "03-19", 2027: "04-07", 2028: "03-27" } },
  // 2028: the crescent may be seen a day later (28 February).
  { name: "Ramzan-Id (Id-ul-Fitr)", nameMr: "रमजान ईद (ईद-उल-फित्र)", dates: { 2026: "03-21", 2027: "03-10", 2028: "02-27" } },
  { name: "Ram Navami", nameMr: "रामनवमी", dates: { 2026: "03-26", 2027: "04-15", 2028: "04-03" } },
  // 2027: the trayodashi ends minutes before sunrise on 19 April in Mumbai, minutes after it at Ujjain; the notification may say the 19th.
  { name: "Mahavir Janma Kalyanak", nameMr: "महावीर जन्मकल्याणक", dates: { 2026: "03-31", 2027: "04-18", 2028: "04-07" } },
  { name: "Good Friday", nameMr: "गुड फ्रायडे", dates: { 2026: "04-03", 2027: "03-26", 2028: "04-14" } },
  { name: "Dr. Babasaheb Ambedkar Jayanti", nameMr: "डॉ. बाबासाहेब आंबेडकर जयंती", dates: { 2026: "04-14", 2027: "04-14", 2028: "04-14" } },
  { name: "Maharashtra Din", nameMr: "महाराष्ट्र दिन", dates: { 2026: "05-01", 2027: "05-01", 2028: "05-01" } },
  { name: "Buddha Pournima", nameMr: "बुद्ध पौर्णिमा", dates: { 2026: "05-01", 2027: "05-20", 2028: "05-08" } },
  // 2027: the crescent may be seen a day later (Id on 18 May).
  { name: "Bakri Id (Id-uz-Zuha)", nameMr: "बकरी ईद (ईद-उल-झुहा)", dates: { 2026: "05-28", 2027: "05-17", 2028: "05-06" } },
  { name: "Muharram", nameMr: "मोहरम", dates: { 2026: "06-26", 2027: "06-16", 2028: "06-04" } },
  { name: "Independence Day", nameMr: "स्वातंत्र्य दिन", dates: { 2026: "08-15", 2027: "08-15", 2028: "08-15" } },
  // The Shahenshahi year has no leap day: its first day comes a day earlier after each 29 February.
  { name: "Parsi New Year (Shahenshahi)", nameMr: "पारशी नववर्ष (शहेनशाही)", dates: { 2026: "08-15", 2027: "08-15", 2028: "08-14" } },
  // 2027: the crescent may be seen a day later (Id-e-Milad on 16 August).
  { name: "Id-e-Milad", nameMr: "ईद-ए-मिलाद", dates: { 2026: "08-26", 2027: "08-15", 2028: "08-04" } },
  { name: "Ganesh Chaturthi", nameMr: "गणेश चतुर्थी", dates: { 2026: "09-14", 2027: "09-04", 2028: "08-23" } },
  { name: "Mahatma Gandhi Jayanti", nameMr: "महात्मा गांधी जयंती", dates: { 2026: "10-02", 2027: "10-02", 2028: "10-02" } },
  { name: "Dasara", nameMr: "दसरा", dates: { 2026: "10-20", 2027: "10-09", 2028: "09-27" } },
  { name: "Diwali Laxmi Pujan", nameMr: "दिवाळी लक्ष्मीपूजन", dates: { 2026: "11-08", 2027: "10-29", 2028: "10-17" } },
  // 2028: the pratipada begins after sunrise on 18 October and ends before the next sunrise, so it is kept on the 18th.
  { name: "Diwali Balipratipada", nameMr: "दिवाळी बलिप्रतिपदा", dates: { 2026: "11-10", 2027: "10-30", 2028: "10-18" } },
  { name: "Guru Nanak Jayanti", nameMr: "गुरुनानक जयंती", dates: { 2026: "11-24", 2027: "11-14", 2028: "11-02" } },
  { name: "Christmas", nameMr: "नाताळ", dates: { 2026: "12-25", 2027: "12-25", 2028: "12-25" } },
];
