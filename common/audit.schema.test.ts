import { describe, expect, it } from "vitest";
import { admissionResource } from "./admission.resource";
import { committeeCollection } from "./committee.collection";
import { documentResource } from "./document.resource";
import { eventCollection } from "./event.collection";
import { governingBodyCollection } from "./governing-body.collection";
import { settingsCollection } from "./settings.collection";
import { auditResources } from "./audit.schema";
import { facultyCollection } from "./faculty.collection";
import { imageCollection } from "./image.collection";
import { newsCollection } from "./news.collection";
import { staffCollection } from "./staff.collection";
import { testimonialCollection } from "./testimonial.collection";
import { userResource } from "./user.resource";
import { grievanceResource } from "./grievance.resource";

describe("the Activity screen's resource filter", () => {
  it("offers every resource whose changes the audit log files", () => {
    const resources = [
      admissionResource,
      facultyCollection,
      imageCollection,
      newsCollection,
      staffCollection,
      testimonialCollection,
      userResource,
      settingsCollection,
      documentResource,
      committeeCollection,
      governingBodyCollection,
      eventCollection,
      grievanceResource,
    ];
    expect(Object.keys(auditResources)).toEqual(expect.arrayContaining(resources.map((resource) => resource.key)));
  });
});
