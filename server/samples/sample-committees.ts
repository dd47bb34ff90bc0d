/**
 * The seven committees of the college with today's members (spec §2): a new site starts with
 * them, in this order, so its Committees menu and pages look as they always have. From then on
 * they are records the clerk edits. All names, numbers and addresses are fictional.
 */
import type { z } from "zod";
import type { CommitteeInputSchema } from "../../common/committee.schema";

/** As the API takes it: a member without a contact or email shows N/A on the page. */
type SampleCommittee = z.input<typeof CommitteeInputSchema> & { slug: string };

export const sampleCommittees: readonly SampleCommittee[] = [
  {
    slug: "training-&-placement",
    shortName: "Training & Placement",
    name: "Training & Placement Cell",
    description:
      "The Training & Placement Cell prepares students for the world of work and connects them with employers. It arranges industrial visits to pharmaceutical units in the Nashik–Sinnar belt, in-plant training for B.Pharm students, hospital and community-pharmacy training for D.Pharm students, aptitude and interview workshops, and campus drives with manufacturers, hospital pharmacies, retail chains and medical-representative teams. The cell also guides students who wish to pursue M.Pharm, GPAT preparation or their own pharmacy business.",
    members: [
      {
        name: "Dr. Anjali S. Deshmukh",
        designation: "Principal",
        position: "Chairperson",
        contact: "+91 90110 45201",
        email: "principal@godavari-pharmacy.example",
      },
      {
        name: "Mr. Rahul B. Pawar",
        designation: "Assistant Professor, Pharmaceutics",
        position: "Convener",
        contact: "+91 94221 37810",
        email: "tpo@godavari-pharmacy.example",
      },
      {
        name: "Ms. Snehal R. Kulkarni",
        designation: "Assistant Professor, Pharmaceutical Quality Assurance",
        position: "Member",
        email: "snehal.kulkarni@godavari-pharmacy.example",
      },
      {
        name: "Mr. Nilesh D. Shinde",
        designation: "Lecturer, D.Pharm",
        position: "Member",
        contact: "+91 98900 61427",
      },
      {
        name: "Mr. Sachin V. Gaikwad",
        designation: "Production Manager, fictional partner unit, Sinnar MIDC",
        position: "External Member",
      },
      {
        name: "Ms. Pooja A. Jadhav",
        designation: "Student, Final Year B.Pharm",
        position: "Student Representative",
      },
      {
        name: "Mr. Omkar S. Bhosale",
        designation: "Student, Second Year D.Pharm",
        position: "Student Representative",
      },
    ],
  },
  {
    slug: "student-grievance",
    shortName: "Student Grievance",
    name: "Student Grievance Redressal Committee",
    description:
      "The Student Grievance Redressal Committee gives every student a fair and confidential way to raise a complaint about academics, examinations, fees, hostel, transport or any service of the institute. Grievances may be submitted in writing, through the suggestion box near the library, or by email. The committee acknowledges each grievance, hears the student and the concerned staff, and communicates its decision in writing, normally within fifteen working days.",
    members: [
      {
        name: "Dr. Anjali S. Deshmukh",
        designation: "Principal",
        position: "Chairperson",
        contact: "+91 90110 45201",
        email: "principal@godavari-pharmacy.example",
      },
      {
        name: "Dr. Vinayak M. Kulkarni",
        designation: "Associate Professor, Pharmaceutical Chemistry",
        position: "Convener",
        contact: "+91 94035 22816",
        email: "grievance@godavari-pharmacy.example",
      },
      {
        name: "Mrs. Manisha K. Patil",
        designation: "Assistant Professor, Pharmacognosy",
        position: "Member",
        contact: "+91 97665 18342",
      },
      {
        name: "Mr. Ganesh T. Wagh",
        designation: "Office Superintendent",
        position: "Member",
        email: "office@godavari-pharmacy.example",
      },
      {
        name: "Ms. Rutuja P. Deshmukh",
        designation: "Student, Third Year B.Pharm",
        position: "Student Representative",
      },
      {
        name: "Mr. Aniket S. Pawar",
        designation: "Student, First Year D.Pharm",
        position: "Student Representative",
      },
    ],
  },
  {
    slug: "anti-ragging",
    shortName: "Anti-Ragging",
    name: "Anti-Ragging Committee",
    description:
      "The Anti-Ragging Committee keeps the campus, hostel and college bus free from ragging in any form, in line with the UGC and AICTE regulations on curbing the menace of ragging. It conducts awareness sessions at the start of each academic year, collects anti-ragging undertakings from students and parents, runs surprise rounds through the Anti-Ragging Squad, and acts immediately on every complaint. Any student who faces or witnesses ragging may contact a committee member directly or call the national anti-ragging helpline; the identity of the complainant is kept confidential.",
    members: [
      {
        name: "Dr. Anjali S. Deshmukh",
        designation: "Principal",
        position: "Chairperson",
        contact: "+91 90110 45201",
        email: "principal@godavari-pharmacy.example",
      },
      {
        name: "Mr. Sandeep R. Jadhav",
        designation: "Assistant Professor, Pharmacology",
        position: "Convener",
        contact: "+91 98509 74153",
        email: "antiragging@godavari-pharmacy.example",
      },
      {
        name: "Mrs. Priya N. Shinde",
        designation: "Lecturer, D.Pharm",
        position: "Member",
        contact: "+91 96237 40518",
      },
      {
        name: "Mr. Balasaheb K. Sangale",
        designation: "Police Patil, Ambewadi (local administration representative)",
        position: "External Member",
      },
      {
        name: "Mr. Dattatray V. Kale",
        designation: "Parent Representative",
        position: "Member",
        contact: "+91 99229 81604",
      },
      {
        name: "Mr. Yogesh H. Deshmukh",
        designation: "Hostel Rector (Boys)",
        position: "Member",
        contact: "+91 90281 53726",
      },
      {
        name: "Ms. Shruti M. Pawar",
        designation: "Student, Second Year B.Pharm",
        position: "Student Representative",
      },
      {
        name: "Mr. Tejas D. Shinde",
        designation: "Student, Final Year B.Pharm",
        position: "Student Representative",
      },
    ],
  },
  {
    slug: "anti-descrimination-cell",
    shortName: "Anti-Discrimination Cell",
    name: "Anti-Discrimination Cell",
    description:
      "The Anti-Discrimination Cell makes sure that no student or staff member is treated unfairly on the grounds of caste, religion, region, language, gender, disability or economic background. It reviews admission, examination and hostel practices for fairness, receives complaints of discrimination in confidence, recommends corrective action to the Principal, and organises sessions on equality and constitutional values for students and staff.",
    members: [
      {
        name: "Dr. Vinayak M. Kulkarni",
        designation: "Associate Professor, Pharmaceutical Chemistry",
        position: "Chairperson",
        contact: "+91 94035 22816",
        email: "vinayak.kulkarni@godavari-pharmacy.example",
      },
      {
        name: "Mrs. Manisha K. Patil",
        designation: "Assistant Professor, Pharmacognosy",
        position: "Convener",
        contact: "+91 97665 18342",
        email: "manisha.patil@godavari-pharmacy.example",
      },
      {
        name: "Mr. Amol J. Gaikwad",
        designation: "Assistant Professor, Pharmaceutics",
        position: "Member",
        email: "amol.gaikwad@godavari-pharmacy.example",
      },
      {
        name: "Mrs. Sunita P. Khairnar",
        designation: "Librarian",
        position: "Member",
      },
      {
        name: "Ms. Komal R. Ahire",
        designation: "Student, Third Year B.Pharm",
        position: "Student Representative",
      },
    ],
  },
  {
    slug: "sc-st-cell",
    shortName: "SC/ST Cell",
    name: "SC/ST Cell",
    description:
      "The SC/ST Cell looks after the welfare of students belonging to the Scheduled Castes and Scheduled Tribes. It helps students apply for government scholarships and freeships on the MahaDBT portal, guides them on caste-validity and income certificates, monitors the implementation of reservation policy in admissions, and hears any complaint of harassment or neglect. The cell also arranges remedial coaching and career guidance for students who need extra support.",
    members: [
      {
        name: "Dr. Anjali S. Deshmukh",
        designation: "Principal",
        position: "Chairperson",
        contact: "+91 90110 45201",
        email: "principal@godavari-pharmacy.example",
      },
      {
        name: "Mr. Prashant L. Bhalerao",
        designation: "Assistant Professor, Pharmacology",
        position: "Convener",
        contact: "+91 98811 26490",
        email: "scstcell@godavari-pharmacy.example",
      },
      {
        name: "Mrs. Vaishali D. Sonawane",
        designation: "Lecturer, D.Pharm",
        position: "Member",
        contact: "+91 95455 30871",
      },
      {
        name: "Mr. Ganesh T. Wagh",
        designation: "Office Superintendent (Scholarship Section)",
        position: "Member",
        email: "scholarship@godavari-pharmacy.example",
      },
      {
        name: "Mr. Rohit K. Jadhav",
        designation: "Student, Second Year B.Pharm",
        position: "Student Representative",
      },
      {
        name: "Ms. Aarti S. Gavit",
        designation: "Student, First Year D.Pharm",
        position: "Student Representative",
      },
    ],
  },
  {
    slug: "gender-sensitization",
    shortName: "Gender Sensitization",
    name: "Gender Sensitization Committee",
    description:
      "The Gender Sensitization Committee works towards a campus where women and men study and work with equal dignity and safety. It organises talks, poster competitions and street plays on gender equality, menstrual hygiene and health, conducts a yearly safety audit of the campus and hostel, and encourages girl students from surrounding villages to take up and continue professional education.",
    members: [
      {
        name: "Mrs. Priya N. Shinde",
        designation: "Lecturer, D.Pharm",
        position: "Chairperson",
        contact: "+91 96237 40518",
        email: "priya.shinde@godavari-pharmacy.example",
      },
      {
        name: "Ms. Snehal R. Kulkarni",
        designation: "Assistant Professor, Pharmaceutical Quality Assurance",
        position: "Convener",
        contact: "+91 97300 84215",
        email: "snehal.kulkarni@godavari-pharmacy.example",
      },
      {
        name: "Mr. Sandeep R. Jadhav",
        designation: "Assistant Professor, Pharmacology",
        position: "Member",
      },
      {
        name: "Mrs. Lata B. Deshmukh",
        designation: "Hostel Rector (Girls)",
        position: "Member",
        contact: "+91 90490 17362",
      },
      {
        name: "Dr. Meena V. Patil",
        designation: "Medical Officer, fictional Primary Health Centre, Ambewadi",
        position: "External Member",
      },
      {
        name: "Ms. Pooja A. Jadhav",
        designation: "Student, Final Year B.Pharm",
        position: "Student Representative",
      },
      {
        name: "Mr. Akash N. Kulkarni",
        designation: "Student, Second Year D.Pharm",
        position: "Student Representative",
      },
    ],
  },
  {
    slug: "anti-harassment",
    shortName: "Anti-Harassment",
    name: "Anti-Sexual Harassment Committee (Internal Complaints Committee)",
    description:
      "The Internal Complaints Committee prevents and redresses sexual harassment of women students and staff, as required by the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 and the related AICTE guidelines. It is headed by a senior woman faculty member and includes an external member from a women's organisation. Complaints are received in writing within the period allowed by law, inquired into in strict confidence, and decided with fairness to both parties; no complainant or witness is victimised for coming forward.",
    members: [
      {
        name: "Mrs. Manisha K. Patil",
        designation: "Assistant Professor, Pharmacognosy",
        position: "Chairperson",
        contact: "+91 97665 18342",
        email: "icc@godavari-pharmacy.example",
      },
      {
        name: "Mrs. Vaishali D. Sonawane",
        designation: "Lecturer, D.Pharm",
        position: "Member Secretary",
        contact: "+91 95455 30871",
        email: "vaishali.sonawane@godavari-pharmacy.example",
      },
      {
        name: "Adv. Sharda G. Thorat",
        designation: "Advocate and member of a fictional women's self-help federation, Sinnar",
        position: "External Member",
      },
      {
        name: "Mr. Rahul B. Pawar",
        designation: "Assistant Professor, Pharmaceutics",
        position: "Member",
        contact: "+91 94221 37810",
      },
      {
        name: "Mrs. Sunita P. Khairnar",
        designation: "Librarian",
        position: "Member",
      },
      {
        name: "Ms. Rutuja P. Deshmukh",
        designation: "Student, Third Year B.Pharm",
        position: "Student Representative",
      },
    ],
  },
];
