/**
 * Sample content for a fresh install, so that every page has something to show before the
 * college enters its own: faculty, staff, news, pictures in every section, testimonials, a
 * few applications, and the committees, governing body and events the site has always shown.
 * The people are fictional (the faculty and staff sit on the sample committees), every email is
 * on a `.example` domain, and every picture is a generated illustration.
 *
 * Everything goes through the services after passing the same schemas as the API, so the
 * samples obey the same rules as what the admin enters later.
 */
import type { FastifyBaseLogger } from "fastify";
import { todayInKolkata } from "../../common/fields";
import { initialSettings } from "../../content/initial-settings";
import { institution } from "../../content/institution";
import { FacultyCreateSchema } from "../../common/faculty.schema";
import { IMAGE_SECTIONS, ImageInputSchema, type ImageSection } from "../../common/image.schema";
import { NewsCreateSchema, NewsUpdateSchema } from "../../common/news.schema";
import { StaffCreateSchema } from "../../common/staff.schema";
import { TestimonialInputSchema } from "../../common/testimonial.schema";
import { CommitteeInputSchema } from "../../common/committee.schema";
import { EventInputSchema } from "../../common/event.schema";
import { GoverningBodyInputSchema } from "../../common/governing-body.schema";
import { parseInput } from "../http/parse-input";
import type { Services } from "../services";
import { renderSampleImage, sampleImageSvg, type SampleImageOptions, type SampleImagePalette } from "./sample-images";
import { sampleCommittees } from "./sample-committees";
import { sampleEvents } from "./sample-events";
import { sampleGoverningBody } from "./sample-governing-body";
import { pictures, type PictureName } from "./sample-pictures";

const DAY_MS = 24 * 60 * 60 * 1000;
const PORTRAIT_SIDE = 640;
const PICTURE_SIZE = { width: 1200, height: 750 };
const PICTURE_SUBTITLE = `${institution.collegeName} · sample picture`;
/** The rate limit needs an address; this one cannot belong to a visitor. */
const SEED_ADDRESS = "sample-content";

const portraitPalettes: SampleImagePalette[] = ["teal", "indigo", "amber", "rose", "slate", "emerald"];

/** The date `days` from today in the college's time zone, as YYYY-MM-DD. */
function dateFromToday(days: number): string {
  const [year, month, day] = todayInKolkata().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The portrait's hair style, so that the placeholder suits the person. */
type Hair = "short" | "long";

/**
 * A portrait whose drawn hair suits the person: the drawing picks short or long hair from its
 * seed, so seeds are tried from `firstSeed` on until one fits (the first is kept if none does).
 */
function portraitOptions(
  title: string,
  hair: Hair,
  palette: SampleImagePalette,
  firstSeed: number,
): SampleImageOptions {
  const options = (seed: number): SampleImageOptions => ({
    kind: "portrait",
    title,
    palette,
    seed,
    width: PORTRAIT_SIDE,
    height: PORTRAIT_SIDE,
  });
  for (let seed = firstSeed; seed < firstSeed + 10; seed++) {
    // Long hair is the one shape drawn with a straight line straight after its starting point.
    const longHair = /<path d="M[-\d.]+ [-\d.]+ L/.test(sampleImageSvg(options(seed)));
    if (longHair === (hair === "long")) return options(seed);
  }
  return options(firstSeed);
}

type Person = {
  name: string;
  hair: Hair;
  designation: string;
  qualification: string;
  experience: string;
  dateOfJoining: string;
  email: string;
  mobile: string;
};

const faculty: (Person & { department: "bpharm" | "dpharm" })[] = [
  {
    department: "bpharm",
    name: "Dr. Anjali S. Deshmukh",
    hair: "long",
    designation: "Principal",
    qualification: "M.Pharm (Pharmaceutics), Ph.D. (Pharmaceutical Sciences)",
    experience: "21 years",
    dateOfJoining: "2011-06-15",
    email: "principal@godavari-pharmacy.example",
    mobile: "+91 90110 45201",
  },
  {
    department: "bpharm",
    name: "Dr. Shubhangi R. Bhosale",
    hair: "long",
    designation: "Professor",
    qualification: "M.Pharm (Pharmacology), Ph.D.",
    experience: "18 years",
    dateOfJoining: "2012-07-02",
    email: "shubhangi.bhosale@godavari-pharmacy.example",
    mobile: "+91 94220 61873",
  },
  {
    department: "bpharm",
    name: "Dr. Vinayak M. Kulkarni",
    hair: "short",
    designation: "Associate Professor",
    qualification: "M.Pharm (Pharmaceutical Chemistry), Ph.D.",
    experience: "15 years",
    dateOfJoining: "2013-08-01",
    email: "vinayak.kulkarni@godavari-pharmacy.example",
    mobile: "+91 94035 22816",
  },
  {
    department: "bpharm",
    name: "Mr. Rahul B. Pawar",
    hair: "short",
    designation: "Assistant Professor",
    qualification: "M.Pharm (Pharmaceutics)",
    experience: "10 years",
    dateOfJoining: "2015-07-01",
    email: "rahul.pawar@godavari-pharmacy.example",
    mobile: "+91 94221 37810",
  },
  {
    department: "bpharm",
    name: "Mrs. Manisha K. Patil",
    hair: "long",
    designation: "Assistant Professor",
    qualification: "M.Pharm (Pharmacognosy)",
    experience: "8 years",
    dateOfJoining: "2017-06-19",
    email: "manisha.patil@godavari-pharmacy.example",
    mobile: "+91 97665 18342",
  },
  {
    department: "bpharm",
    name: "Mr. Sandeep R. Jadhav",
    hair: "short",
    designation: "Assistant Professor",
    qualification: "M.Pharm (Pharmacology)",
    experience: "7 years",
    dateOfJoining: "2018-07-09",
    email: "sandeep.jadhav@godavari-pharmacy.example",
    mobile: "+91 98509 74153",
  },
  {
    department: "bpharm",
    name: "Ms. Snehal R. Kulkarni",
    hair: "long",
    designation: "Assistant Professor",
    qualification: "M.Pharm (Pharmaceutical Quality Assurance)",
    experience: "5 years",
    dateOfJoining: "2020-08-17",
    email: "snehal.kulkarni@godavari-pharmacy.example",
    mobile: "+91 95610 28437",
  },
  {
    department: "dpharm",
    name: "Mr. Nilesh D. Shinde",
    hair: "short",
    designation: "Lecturer",
    qualification: "M.Pharm (Pharmaceutics)",
    experience: "12 years",
    dateOfJoining: "2013-06-24",
    email: "nilesh.shinde@godavari-pharmacy.example",
    mobile: "+91 98900 61427",
  },
  {
    department: "dpharm",
    name: "Mrs. Priya N. Shinde",
    hair: "long",
    designation: "Lecturer",
    qualification: "B.Pharm, M.Pharm (Pharmacology)",
    experience: "9 years",
    dateOfJoining: "2016-07-04",
    email: "priya.shinde@godavari-pharmacy.example",
    mobile: "+91 96237 40518",
  },
  {
    department: "dpharm",
    name: "Mrs. Vaishali D. Sonawane",
    hair: "long",
    designation: "Lecturer",
    qualification: "M.Pharm (Pharmaceutical Chemistry)",
    experience: "4 years",
    dateOfJoining: "2021-08-02",
    email: "vaishali.sonawane@godavari-pharmacy.example",
    mobile: "+91 95455 30871",
  },
];

const staff: Person[] = [
  {
    name: "Mr. Ganesh T. Wagh",
    hair: "short",
    designation: "Office Superintendent",
    qualification: "B.Com",
    experience: "16 years",
    dateOfJoining: "2010-01-04",
    email: "office@godavari-pharmacy.example",
    mobile: "+91 90110 45202",
  },
  {
    name: "Mrs. Sunita P. Khairnar",
    hair: "long",
    designation: "Librarian",
    qualification: "M.Lib.I.Sc.",
    experience: "12 years",
    dateOfJoining: "2013-07-15",
    email: "library@godavari-pharmacy.example",
    mobile: "+91 97302 84519",
  },
  {
    name: "Mr. Kiran S. Sonawane",
    hair: "short",
    designation: "Accountant",
    qualification: "M.Com",
    experience: "9 years",
    dateOfJoining: "2016-04-01",
    email: "accounts@godavari-pharmacy.example",
    mobile: "+91 98225 63047",
  },
  {
    name: "Mr. Vishal D. Ahire",
    hair: "short",
    designation: "Laboratory Assistant",
    qualification: "D.Pharm",
    experience: "8 years",
    dateOfJoining: "2017-06-12",
    email: "vishal.ahire@godavari-pharmacy.example",
    mobile: "+91 96045 71238",
  },
  {
    name: "Ms. Jyoti R. Gavit",
    hair: "long",
    designation: "Laboratory Assistant",
    qualification: "B.Sc. (Chemistry)",
    experience: "4 years",
    dateOfJoining: "2021-07-19",
    email: "jyoti.gavit@godavari-pharmacy.example",
    mobile: "+91 93718 20564",
  },
  {
    name: "Mr. Bhausaheb N. Sangale",
    hair: "short",
    designation: "Peon",
    qualification: "S.S.C.",
    experience: "14 years",
    dateOfJoining: "2011-11-07",
    email: "bhausaheb.sangale@godavari-pharmacy.example",
    mobile: "+91 90498 36152",
  },
];

/** `daysAgo` 0 is posted now, so it carries the "New" badge. */
// Some items have a Marathi title and some not, so the Marathi pages show both cases (the English title stands in).
const news: { title: string; titleMr?: string; path: string; daysAgo: number; expiresInDays: number }[] = [
  {
    title: `Admissions open for D.Pharm and B.Pharm ${initialSettings.academicYear}: apply online`,
    titleMr: `डी.फार्म व बी.फार्म प्रवेश ${initialSettings.academicYear} सुरू: ऑनलाइन अर्ज करा`,
    path: "/apply-now",
    daysAgo: 0,
    expiresInDays: 60,
  },
  {
    title: "Provisional merit list for First Year B.Pharm (CAP Round I) displayed on the notice board",
    path: "/admissions",
    daysAgo: 3,
    expiresInDays: 21,
  },
  {
    title: "Pharmacy Council of India: read the current Education Regulations on the Council's website",
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
    path: "",
    daysAgo: 40,
    expiresInDays: -10,
  },
];


/** Newest first in each section, so the first listed is created last. */
const images: {
  section: ImageSection;
  picture: PictureName;
  title?: string;
  description?: string;
  caption?: string;
}[] = [
  { section: "gallery", picture: "mainBuilding", caption: "The main academic building at Ambewadi" },
  { section: "gallery", picture: "pharmaceuticsLab", caption: "Practical session in the Pharmaceutics Laboratory" },
  { section: "gallery", picture: "herbalGarden", caption: "Our medicinal plant garden, tended by students" },
  { section: "gallery", picture: "readingHall", caption: "The reading hall, open until 8 pm on weekdays" },
  { section: "gallery", picture: "pharmacistsDay", caption: "World Pharmacists Day celebrations" },
  {
    section: "events",
    picture: "pharmacistsDay",
    title: "World Pharmacists Day",
    description:
      "Students and staff marked 25 September with a poster competition, the pharmacist's oath and a health-awareness rally through Ambewadi.",
  },
  {
    section: "events",
    picture: "healthCamp",
    title: "Free health check-up camp",
    description:
      "Final-year students, guided by faculty, checked blood pressure and blood sugar and explained medicines to more than 200 villagers.",
  },
  {
    section: "events",
    picture: "gathering",
    title: "Annual social gathering",
    description:
      "Two evenings of music, dance and drama by students of both programmes, with prizes for the year's academic toppers.",
  },
  {
    section: "events",
    picture: "industrialVisit",
    title: "Industrial visit to Sinnar MIDC",
    description:
      "Third-year B.Pharm students toured a tablet and capsule manufacturing unit to see good manufacturing practice at work.",
  },
  { section: "campus", picture: "mainBuilding", title: "Main building", caption: "The main academic building" },
  {
    section: "campus",
    picture: "entrance",
    title: "Campus entrance",
    caption: "The campus entrance on the Sinnar road",
  },
  { section: "campus", picture: "courtyard", title: "Central courtyard", caption: "The central courtyard" },
  {
    section: "campus",
    picture: "herbalGarden",
    title: "Medicinal plant garden",
    caption: "The medicinal plant garden",
  },
  { section: "laboratories", picture: "pharmaceuticsLab", title: "Pharmaceutics Laboratory" },
  { section: "laboratories", picture: "chemistryLab", title: "Pharmaceutical Chemistry Laboratory" },
  { section: "laboratories", picture: "pharmacognosyLab", title: "Pharmacognosy Laboratory" },
  { section: "library", picture: "readingHall", title: "Reading hall", caption: "The reading hall" },
  {
    section: "library",
    picture: "referenceSection",
    title: "Reference section",
    caption: "Reference books and journals",
  },
  {
    section: "library",
    picture: "digitalLibrary",
    title: "Digital library",
    caption: "Computers with e-journal access",
  },
];

const testimonials: { name: string; hair: Hair; batch: string; quote: string; isActive: boolean }[] = [
  {
    name: "Pooja Sawant",
    hair: "long",
    batch: "B.Pharm 2016 · Hospital Pharmacist, Nashik",
    quote:
      "The hospital training in our final year gave me the confidence to work in a busy hospital pharmacy from my first day. Our teachers always had time for our questions.",
    isActive: true,
  },
  {
    name: "Akshay Borse",
    hair: "short",
    batch: "D.Pharm 2018 · Owner, a community pharmacy in Sinnar",
    quote:
      "I came from a village school and was nervous about science in English. The faculty explained every topic patiently, and today I run my own medical store.",
    isActive: true,
  },
  {
    name: "Neha Wagh",
    hair: "long",
    batch: "B.Pharm 2014 · Formulation Scientist, Pune",
    quote:
      "The practical work in the Pharmaceutics Laboratory and the research project in final year set me on the path to M.Pharm and a career in formulation research.",
    isActive: true,
  },
  {
    name: "Sagar Kadam",
    hair: "short",
    batch: "B.Pharm 2019 · Medical Representative",
    quote:
      "Good teachers, a helpful library and a campus close to home. The placement cell helped me prepare for interviews.",
    isActive: false,
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
    services.faculty.listFaculty().then((list) => list.length),
    services.staff.listStaff().then((list) => list.length),
    services.news.listNews({ includeExpired: true }).then((list) => list.length),
    ...IMAGE_SECTIONS.map((section) => services.images.listImages(section).then((list) => list.length)),
    services.testimonials.listTestimonials().then((list) => list.length),
    services.admissions.countApplications(),
    services.committees.listCommittees().then((list) => list.length),
    services.governingBody.getGoverningBody().then(({ members }) => members.length),
    services.events.listEvents().then((list) => list.length),
  ]);
  return counts.every((count) => count === 0);
}

/**
 * Fills an empty site with sample content and answers true; a site with any content at all is
 * left exactly as it is and the answer is false.
 */
export async function seedSampleContent(services: Services, log: Pick<FastifyBaseLogger, "info">): Promise<boolean> {
  if (!(await isSiteEmpty(services))) return false;

  // The pictures are the slow part; they are drawn and stored side by side before any record is written.
  const storePicture = async (options: SampleImageOptions) =>
    services.images.storeImage(await renderSampleImage(options));
  const storePortrait = ({ name, hair }: { name: string; hair: Hair }, index: number) =>
    storePicture(portraitOptions(name, hair, portraitPalettes[index % portraitPalettes.length]!, index * 10 + 1));
  const people = [...faculty, ...staff, ...testimonials];
  const pictureNames = Object.keys(pictures) as PictureName[];
  const [portraitUrls, pictureUrlList] = await Promise.all([
    Promise.all(people.map((person, index) => storePortrait(person, index))),
    Promise.all(
      pictureNames.map((name) => storePicture({ ...pictures[name], subtitle: PICTURE_SUBTITLE, ...PICTURE_SIZE })),
    ),
  ]);
  const photoOf = (index: number) => portraitUrls[index]!;
  const pictureUrl = (name: PictureName) => pictureUrlList[pictureNames.indexOf(name)]!;

  // In list order, so the serial numbers follow it.
  for (const [index, member] of faculty.entries()) {
    await services.faculty.createFaculty(parseInput(FacultyCreateSchema, { ...member, photo: photoOf(index) }));
  }
  for (const [index, member] of staff.entries()) {
    await services.staff.createStaff(
      parseInput(StaffCreateSchema, { ...member, photo: photoOf(faculty.length + index) }),
    );
  }

  for (const item of news) {
    const postedAt = new Date(Date.now() - item.daysAgo * DAY_MS);
    const expiryDate = dateFromToday(item.expiresInDays);
    if (item.expiresInDays >= 0) {
      await services.news.createNews(parseInput(NewsCreateSchema, { ...item, expiryDate }), { postedAt });
    } else {
      // A new item cannot expire in the past, so the expired example is posted and then ended, as an admin would.
      const created = await services.news.createNews(
        parseInput(NewsCreateSchema, { ...item, expiryDate: dateFromToday(0) }),
        { postedAt },
      );
      await services.news.updateNews(created._id, parseInput(NewsUpdateSchema, { ...item, expiryDate }));
    }
  }

  for (const image of [...images].reverse()) {
    await services.images.createImage(parseInput(ImageInputSchema, { ...image, url: pictureUrl(image.picture) }));
  }

  const firstTestimonialPhoto = faculty.length + staff.length;
  for (const [index, testimonial] of [...testimonials.entries()].reverse()) {
    await services.testimonials.createTestimonial(
      parseInput(TestimonialInputSchema, { ...testimonial, image: photoOf(firstTestimonialPhoto + index) }),
    );
  }

  for (const { application, status } of applications) {
    const created = await services.admissions.applyForAdmission(application, { clientAddress: SEED_ADDRESS, quiet: true });
    if (status !== "pending") await services.admissions.changeApplicationStatus(created._id, status);
  }

  // In display order: each new committee goes to the end of the list.
  for (const committee of sampleCommittees) {
    await services.committees.createCommittee(parseInput(CommitteeInputSchema, committee));
  }
  await services.governingBody.replaceMembers(parseInput(GoverningBodyInputSchema, { members: sampleGoverningBody }).members);
  for (const event of sampleEvents) {
    await services.events.createEvent(
      parseInput(EventInputSchema, { ...event, date: dateFromToday(event.daysFromToday), images: event.pictures.map(pictureUrl) }),
    );
  }

  log.info(
    `Added sample content to the empty site: ${faculty.length} faculty, ${staff.length} staff, ${news.length} news items, ` +
      `${images.length} pictures, ${testimonials.length} testimonials, ${applications.length} applications, ` +
      `${sampleCommittees.length} committees, the governing body and ${sampleEvents.length} events. ` +
      "Replace or delete it from the admin area.",
  );
  return true;
}
