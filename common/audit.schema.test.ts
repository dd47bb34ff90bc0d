import { describe, expect, it } from "vitest";
import { admissionResource } from "./admission.resource";
import { committeeResource } from "./committee.resource";
import { documentResource } from "./document.resource";
import { eventResource } from "./event.resource";
import { governingBodyResource } from "./governing-body.resource";
import { settingsResource } from "./settings.resource";
import { auditResources } from "./audit.schema";
import { facultyCollection } from "./faculty.collection";
import { imageResource } from "./image.resource";
import { newsResource } from "./news.resource";
import { staffCollection } from "./staff.collection";
import { testimonialResource } from "./testimonial.resource";
import { userResource } from "./user.resource";
import { grievanceResource } from "./grievance.resource";

describe("the Activity screen's resource filter", () => {
  it("offers every resource whose changes the audit log files", () => {
    const resources = [
      admissionResource,
      facultyCollection,
      imageResource,
      newsResource,
      staffCollection,
      testimonialResource,
      userResource,
      settingsResource,
      documentResource,
      committeeResource,
      governingBodyResource,
      eventResource,
      grievanceResource,
    ];
    expect(Object.keys(auditResources)).toEqual(expect.arrayContaining(resources.map((resource) => resource.key)));
  });
});
