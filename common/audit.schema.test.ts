import { describe, expect, it } from "vitest";
import { admissionResource } from "./admission.resource";
import { committeeResource } from "./committee.resource";
import { documentResource } from "./document.resource";
import { eventCollection } from "./event.collection";
import { governingBodyResource } from "./governing-body.resource";
import { settingsResource } from "./settings.resource";
import { auditResources } from "./audit.schema";
import { facultyResource } from "./faculty.resource";
import { imageResource } from "./image.resource";
import { newsCollection } from "./news.collection";
import { staffResource } from "./staff.resource";
import { testimonialResource } from "./testimonial.resource";
import { userResource } from "./user.resource";
import { grievanceResource } from "./grievance.resource";

describe("the Activity screen's resource filter", () => {
  it("offers every resource whose changes the audit log files", () => {
    const resources = [
      admissionResource,
      facultyResource,
      imageResource,
      newsCollection,
      staffResource,
      testimonialResource,
      userResource,
      settingsResource,
      documentResource,
      committeeResource,
      governingBodyResource,
      eventCollection,
      grievanceResource,
    ];
    expect(Object.keys(auditResources)).toEqual(expect.arrayContaining(resources.map((resource) => resource.key)));
  });
});
