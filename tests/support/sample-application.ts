/**
 * One family's application, as the API takes it and as the apply form's labels read: the tests
 * that apply start from it and change what they are about.
 */
export const sampleApplication = {
  name: "Snehal Gaikwad",
  email: "snehal.gaikwad@mail.example",
  mobile: "9876543210",
  education: "12th Science (PCB)",
  tenthPercentage: 86.4,
  tenthPassingYear: 2021,
  tenthSchoolName: "Zilla Parishad High School, Sinnar",
  twelfthPercentage: 78.25,
  twelfthPassingYear: 2023,
  twelfthCollegeName: "Janata Junior College, Niphad",
};

/** The same application by the apply form's labels, with `email` (and `name`) of the test's own. */
export const sampleApplicationForm = (email: string, name = sampleApplication.name) => ({
  "Full name": name,
  Email: email,
  "Mobile number": "98765 43210",
  Education: sampleApplication.education,
  "10th percentage": String(sampleApplication.tenthPercentage),
  "10th passing year": String(sampleApplication.tenthPassingYear),
  "10th school name": sampleApplication.tenthSchoolName,
  "12th percentage": String(sampleApplication.twelfthPercentage),
  "12th passing year": String(sampleApplication.twelfthPassingYear),
  "12th college name": sampleApplication.twelfthCollegeName,
});
