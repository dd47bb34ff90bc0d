/**
 * Sample content for a fresh install, so that every page has something to show before the
 * college enters its own: faculty, staff, news, pictures in every section, testimonials, a
 * few applications, notices, and the committees, governing body and events the site has always shown.
 * The people are fictional (the faculty and staff sit on the sample committees), every email is
 * on a `.example` domain, and every picture is an illustration drawn once into content/samples/.
 *
 * Everything goes through the services after passing the same schemas as the API, so the
 * samples obey the same rules as what the admin enters later.
 */
import type { FastifyBaseLogger } from "fastify";
import { todayInKolkata } from "../../common/fields";
import { initialSettings } from "../../content/initial-settings";
import { devanagariDigits } from "../../common/digits";
import { facultyCollection } from "../../common/faculty.collection";
import { imageCollection, type ImageSection } from "../../common/image.collection";
import { newsCollection } from "../../common/news.collection";
import { staffCollection } from "../../common/staff.collection";
import { testimonialCollection } from "../../common/testimonial.collection";
import { committeeCollection } from "../../common/committee.collection";
import { eventCollection } from "../../common/event.collection";
import { governingBodyCollection } from "../../common/governing-body.collection";
import { GrievanceUpdateSchema } from "../../common/grievance.schema";
import { noticeCollection } from "../../common/notice.collection";
import { parseInput } from "../platform/http/parse-input";
import type { Services } from "../services";
import { documentFile, pictureFile, portraitFile, readSampleAsset } from "./sample-assets";
import { sampleCommittees } from "./sample-committees";
import { sampleEvents } from "./sample-events";
import { sampleGoverningBody } from "./sample-governing-body";
import { SAMPLE_NOTE_AUTHOR, sampleGrievances } from "./sample-grievances";
import { sampleNotices } from "./sample-notices";
import { sampleFaculty, samplePeople, sampleStaff, sampleTestimonials } from "./sample-people";
import { pictures, type PictureName } from "./sample-pictures";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The rate limit needs an address; this one cannot belong to a visitor. */
const SEED_ADDRESS = "sample-content";

/** The date `days` from today in the college's time zone, as YYYY-MM-DD. */
function dateFromToday(days: number): string {
  const [year, month, day] = todayInKolkata().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** `daysAgo` 0 is posted now, so it carries the "New" badge. Each has its Marathi title, as a Marathi page shows it. */
export const sampleNews: { title: string; titleMr: string; path: string; daysAgo: number; expiresInDays: number }[] = [
  {
    title: `Admissions open for D.Pharm and B.Pharm ${initialSettings.academicYear}: apply online`,
    titleMr: `डी.फार्म व बी.फार्म प्रवेश ${devanagariDigits(initialSettings.academicYear)} सुरू: ऑनलाइन अर्ज करा`,
    path: "/apply-now",
    daysAgo: 0,
    expiresInDays: 60,
  },
  {
    title: "Provisional merit list for First Year B.Pharm (CAP Round I) displayed on the notice board",
    titleMr: "बी.फार्म प्रथम वर्षाची तात्पुरती गुणवत्ता यादी (पहिली CAP फेरी) सूचनाफलकावर लावली आहे",
    path: "/admissions",
    daysAgo: 3,
    expiresInDays: 21,
  },
  {
    title: "Pharmacy Council of India: read the current Education Regulations on the Council's website",
    titleMr: "फार्मसी कौन्सिल ऑफ इंडिया: सध्याचे शिक्षण विनियम कौन्सिलच्या संकेतस्थळावर वाचा",
    path: "https://www.pci.nic.in/",
    daysAgo: 9,
    expiresInDays: 45,
  },
  {
    title: "World Pharmacists Day celebrated with a health-awareness rally in Ambewadi",
    titleMr: "जागतिक फार्मासिस्ट दिनानिमित्त आंबेवाडीत आरोग्य जनजागृती फेरी",
    path: "/events",
    daysAgo: 16,
    expiresInDays: 14,
  },
  {
    // Already past its expiry date: only the admin list shows it.
    title: "Last date for D.Pharm examination form submission",
    titleMr: "डी.फार्म परीक्षा अर्ज भरण्याची अंतिम तारीख",
    path: "",
    daysAgo: 40,
    expiresInDays: -10,
  },
];


/** Newest first in each section, so the first listed is created last. */
export const sampleImages: {
  section: ImageSection;
  picture: PictureName;
  title?: string;
  description?: string;
  caption?: string;
  captionMr?: string;
}[] = [
  { section: "gallery", picture: "mainBuilding", caption: "The main academic building at Ambewadi", captionMr: "आंबेवाडी येथील मुख्य शैक्षणिक इमारत" },
  { section: "gallery", picture: "pharmaceuticsLab", caption: "Practical session in the Pharmaceutics Laboratory", captionMr: "फार्मास्युटिक्स प्रयोगशाळेतील प्रात्यक्षिक" },
  { section: "gallery", picture: "herbalGarden", caption: "Our medicinal plant garden, tended by students", captionMr: "विद्यार्थी जोपासत असलेली आमची औषधी वनस्पतींची बाग" },
  { section: "gallery", picture: "readingHall", caption: "The reading hall, open until 8 pm on weekdays", captionMr: "वाचन दालन: कामकाजाच्या दिवशी रात्री ८ वाजेपर्यंत खुले" },
  { section: "gallery", picture: "pharmacistsDay", caption: "World Pharmacists Day celebrations", captionMr: "जागतिक फार्मासिस्ट दिनाचा सोहळा" },
  {
    section: "events",
    picture: "pharmacistsDay",
    caption: "World Pharmacists Day: the pharmacist's oath and a health-awareness rally through Ambewadi",
    captionMr: "जागतिक फार्मासिस्ट दिन: फार्मासिस्टची शपथ आणि आंबेवाडीतून आरोग्य जनजागृती फेरी",
  },
  {
    section: "events",
    picture: "healthCamp",
    caption: "Free health check-up camp: final-year students checked the blood pressure and blood sugar of more than 200 villagers",
    captionMr: "मोफत आरोग्य तपासणी शिबिर: अंतिम वर्षाच्या विद्यार्थ्यांनी २०० हून अधिक ग्रामस्थांचा रक्तदाब व रक्तशर्करा तपासली",
  },
  {
    section: "events",
    picture: "gathering",
    caption: "Annual social gathering: two evenings of music, dance and drama by students of both programmes",
    captionMr: "वार्षिक स्नेहसंमेलन: दोन्ही अभ्यासक्रमांच्या विद्यार्थ्यांचे संगीत, नृत्य व नाटक, सलग दोन संध्याकाळी",
  },
  {
    section: "events",
    picture: "industrialVisit",
    caption: "Industrial visit to Sinnar MIDC: third-year B.Pharm students saw good manufacturing practice at work",
    captionMr: "सिन्नर एमआयडीसीला औद्योगिक भेट: बी.फार्म तृतीय वर्षाच्या विद्यार्थ्यांनी उत्तम उत्पादन पद्धती (GMP) प्रत्यक्ष पाहिली",
  },
  { section: "campus", picture: "mainBuilding", title: "Main building", caption: "The main academic building", captionMr: "मुख्य शैक्षणिक इमारत" },
  {
    section: "campus",
    picture: "entrance",
    title: "Campus entrance",
    caption: "The campus entrance on the Sinnar road", captionMr: "सिन्नर रस्त्यावरील महाविद्यालयाचे प्रवेशद्वार",
  },
  { section: "campus", picture: "courtyard", title: "Central courtyard", caption: "The central courtyard", captionMr: "मध्यवर्ती प्रांगण" },
  {
    section: "campus",
    picture: "herbalGarden",
    title: "Medicinal plant garden",
    caption: "The medicinal plant garden", captionMr: "औषधी वनस्पतींची बाग",
  },
  { section: "laboratories", picture: "pharmaceuticsLab", title: "Pharmaceutics Laboratory" },
  { section: "laboratories", picture: "chemistryLab", title: "Pharmaceutical Chemistry Laboratory" },
  { section: "laboratories", picture: "pharmacognosyLab", title: "Pharmacognosy Laboratory" },
  { section: "library", picture: "readingHall", title: "Reading hall", caption: "The reading hall", captionMr: "वाचन दालन" },
  {
    section: "library",
    picture: "referenceSection",
    title: "Reference section",
    caption: "Reference books and journals", captionMr: "संदर्भग्रंथ व नियतकालिके",
  },
  {
    section: "library",
    picture: "digitalLibrary",
    title: "Digital library",
    caption: "Computers with e-journal access", captionMr: "ई-जर्नल वाचण्याची सोय असलेले संगणक",
  },
];

const applications: { status: "pending" | "approved" | "rejected"; application: Record<string, unknown> }[] = [
  {
    status: "approved",
    application: {
      name: "Siddhesh Ramdas Gite",
      email: "siddhesh.gite@mail.example",
      mobile: "+91 98812 40376",
      education: "12th Science (PCM), Maharashtra State Board",
      tenthPercentage: 84.6,
      tenthPassingYear: 2022,
      tenthSchoolName: "Janata Vidyalaya, Ambewadi",
      twelfthPercentage: 76.5,
      twelfthPassingYear: 2024,
      twelfthCollegeName: "Shri Saibaba Junior College, Sinnar",
    },
  },
  {
    status: "rejected",
    application: {
      name: "Prajakta Vilas Nikam",
      email: "prajakta.nikam@mail.example",
      mobile: "097655 21983",
      education: "12th Commerce, Maharashtra State Board",
      tenthPercentage: 71.2,
      tenthPassingYear: 2021,
      tenthSchoolName: "Zilla Parishad High School, Wavi",
      twelfthPercentage: 68,
      twelfthPassingYear: 2023,
      twelfthCollegeName: "Kalika Junior College, Niphad",
    },
  },
  {
    status: "pending",
    application: {
      name: "Rutika Sanjay Pawar",
      email: "rutika.pawar@mail.example",
      mobile: "93224 68107",
      education: "12th Science (PCB), Maharashtra State Board",
      tenthPercentage: 91.4,
      tenthPassingYear: 2022,
      tenthSchoolName: "New English School, Ambewadi",
      twelfthPercentage: 82.33,
      twelfthPassingYear: 2024,
      twelfthCollegeName: "Godavari Junior College of Science, Sinnar",
    },
  },
];

/** True when none of the content tables has a single row: only then are samples added. */
async function isSiteEmpty(services: Services): Promise<boolean> {
  const counts = await Promise.all([
    services.faculty.listAll().then((list) => list.length),
    services.staff.listAll().then((list) => list.length),
    services.news.listAll().then((list) => list.length),
    services.images.listAll().then((list) => list.length),
    services.testimonials.listAll().then((list) => list.length),
    services.admissions.countApplications(),
    services.committees.listAll().then((list) => list.length),
    services.governingBody.getSingleton().then(({ members }) => members.length),
    services.events.listAll().then((list) => list.length),
    services.grievances.countGrievances(),
    services.notices.listAll().then((list) => list.length),
  ]);
  return counts.every((count) => count === 0);
}

/**
 * Fills an empty site with sample content and answers true; a site with any content at all is
 * left exactly as it is and the answer is false.
 */
export async function seedSampleContent(services: Services, log: Pick<FastifyBaseLogger, "info">): Promise<boolean> {
  if (!(await isSiteEmpty(services))) return false;

  // The pictures are the slow part (each is encoded at every width); they are stored side by side before any record is written.
  const storePicture = async (file: string) => services.pictures.storePicture(await readSampleAsset(file));
  const pictureNames = Object.keys(pictures) as PictureName[];
  const [portraitUrls, pictureUrlList] = await Promise.all([
    Promise.all(samplePeople.map((person) => storePicture(portraitFile(person.name)))),
    Promise.all(pictureNames.map((name) => storePicture(pictureFile(name)))),
  ]);
  const portraitOf = (person: (typeof samplePeople)[number]) => portraitUrls[samplePeople.indexOf(person)]!;
  const pictureUrl = (name: PictureName) => pictureUrlList[pictureNames.indexOf(name)]!;

  // In list order, so the serial numbers follow it.
  for (const member of sampleFaculty) {
    await services.faculty.create(parseInput(facultyCollection.createSchema, { ...member, photo: portraitOf(member) }));
  }
  for (const member of sampleStaff) {
    await services.staff.create(parseInput(staffCollection.createSchema, { ...member, photo: portraitOf(member) }));
  }

  for (const item of sampleNews) {
    // Posted and published days ago, as a running site's items were; a clerk's item is posted when it is added.
    const postedAt = new Date(Date.now() - item.daysAgo * DAY_MS).toISOString();
    const publishAt = postedAt;
    const expiryDate = dateFromToday(item.expiresInDays);
    if (item.expiresInDays >= 0) {
      await services.news.create({ ...parseInput(newsCollection.createSchema, { ...item, expiryDate, publishAt }), postedAt });
    } else {
      // A new item cannot expire in the past, so the expired example is posted and then ended, as an admin would.
      const created = await services.news.create({ ...parseInput(newsCollection.createSchema, { ...item, expiryDate: dateFromToday(0), publishAt }), postedAt });
      await services.news.update(created._id, parseInput(newsCollection.inputSchema, { ...item, expiryDate }));
    }
  }

  for (const image of [...sampleImages].reverse()) {
    await services.images.create(parseInput(imageCollection.createSchema, { ...image, url: pictureUrl(image.picture) }));
  }

  for (const testimonial of [...sampleTestimonials].reverse()) {
    await services.testimonials.create(parseInput(testimonialCollection.createSchema, { ...testimonial, image: portraitOf(testimonial) }));
  }

  for (const { application, status } of applications) {
    const created = await services.admissions.applyForAdmission(application, { clientAddress: SEED_ADDRESS, quiet: true });
    if (status !== "pending") await services.admissions.changeApplicationStatus(created._id, status);
  }

  // Their status links are not logged, fictional as they are: no log line ever carries a status token.
  for (const sample of sampleGrievances) {
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
    const filed = await services.grievances.fileGrievance(sample.grievance, {
      clientAddress: SEED_ADDRESS,
      quiet: true,
      language: sample.language,
      receivedAt: daysAgo(sample.daysAgo),
    });
    for (const update of sample.updates) {
      await services.grievances.addUpdate(filed._id, parseInput(GrievanceUpdateSchema, update), SAMPLE_NOTE_AUTHOR, { at: daysAgo(update.daysAgo), quiet: true });
    }
  }

  // In display order: each new committee goes to the end of the list.
  for (const committee of sampleCommittees) {
    await services.committees.create(parseInput(committeeCollection.createSchema, committee));
  }
  await services.governingBody.saveSingleton(parseInput(governingBodyCollection.inputSchema, { members: sampleGoverningBody }));
  for (const event of sampleEvents) {
    await services.events.create(
      parseInput(eventCollection.createSchema, { ...event, date: dateFromToday(event.daysFromToday), images: event.pictures.map(pictureUrl) }),
    );
  }

  // Each published on its own earlier day; added oldest first, so the admin's list (newest added first) has the board's order.
  const timetablePdf = await services.files.storeFile(await readSampleAsset(documentFile("timetable.pdf")), "Examination timetable.pdf");
  for (const { file, daysAgo, expiresInDays, ...notice } of [...sampleNotices].sort((one, other) => other.daysAgo - one.daysAgo)) {
    const values = { ...notice, file: file === "timetable" ? timetablePdf : (file ?? ""), publishAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString() };
    if (expiresInDays === undefined || expiresInDays >= 0) {
      await services.notices.create(parseInput(noticeCollection.createSchema, { ...values, expiresAt: expiresInDays === undefined ? "" : dateFromToday(expiresInDays) }));
    } else {
      // A new notice cannot expire in the past, so the expired example is posted and then ended, as the clerk would.
      const created = await services.notices.create(parseInput(noticeCollection.createSchema, { ...values, expiresAt: dateFromToday(0) }));
      await services.notices.update(created._id, parseInput(noticeCollection.inputSchema, { ...values, expiresAt: dateFromToday(expiresInDays) }));
    }
  }

  log.info(
    `Added sample content to the empty site: ${sampleFaculty.length} faculty, ${sampleStaff.length} staff, ${sampleNews.length} news items, ` +
      `${sampleImages.length} pictures, ${sampleTestimonials.length} testimonials, ${applications.length} applications, ` +
      `${sampleCommittees.length} committees, the governing body, ${sampleEvents.length} events, ${sampleGrievances.length} grievances and ${sampleNotices.length} notices. ` +
      `Replace or delete it from the admin area.`,
  );
  return true;
}
