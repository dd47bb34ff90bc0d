import {
  ApplicationSchema,
  type AdmissionApplication,
  type ApplicationEdit,
  type ApplicationStatus,
} from "../../common/admission.schema";
import { admissionResource } from "../../common/admission.resource";
import { conflict, forbidden } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import type { Limit, RateLimiter } from "../rate-limit/rate-limiter";
import type { SettingsService } from "../settings/settings.service";
import { EmailTakenError, type AdmissionsRepository } from "./admissions.repository";

const HOUR_MS = 60 * 60 * 1000;
/**
 * Whole families apply from one cyber café or college lab, so the limits are far above what
 * such a place sends in an hour; they only stop a script from filling the table.
 */
export const applicationsPerAddress: Limit = { bucket: "apply-success", max: 150, windowMs: HOUR_MS };
/** Every submission counts here, including refused ones, so invalid floods are stopped too. */
export const applicationAttemptsPerAddress: Limit = { bucket: "apply-attempt", max: 600, windowMs: HOUR_MS };

const TOO_MANY_APPLICATIONS = "Too many applications from this network. Please try again in an hour.";
const EMAIL_USED_ELSEWHERE = "This email is already registered for another application.";

export function createAdmissionsService(repository: AdmissionsRepository, rateLimiter: RateLimiter, settings: SettingsService) {
  return {
    /**
     * A public application, from the API or the apply page's form: 403 while admissions are
     * closed, 400 listing each problem, 429 past the per-address limits, 409 when the email already applied.
     */
    async applyForAdmission(input: unknown, address: string): Promise<AdmissionApplication> {
      const { admissionsOpen, academicYear } = await settings.getSettings();
      if (!admissionsOpen) throw forbidden(admissionResource.messages.closed(academicYear));
      await rateLimiter.assertAllowed(applicationAttemptsPerAddress, address, TOO_MANY_APPLICATIONS);
      await rateLimiter.assertAllowed(applicationsPerAddress, address, TOO_MANY_APPLICATIONS);
      await rateLimiter.record(applicationAttemptsPerAddress, address);

      const application = parseInput(ApplicationSchema, input);
      try {
        // The unique index decides, so two submissions racing with one email cannot both get in.
        const created = await repository.insertApplication(application);
        await rateLimiter.record(applicationsPerAddress, address);
        return created;
      } catch (error) {
        if (error instanceof EmailTakenError) throw conflict(admissionResource.messages.emailTaken);
        throw error;
      }
    },

    listApplications: () => repository.listApplications(),

    getApplication: (id: string) => repository.findApplication(id),

    /** Only a pending application can be decided, and a decision is final. Null when there is no such application. */
    async changeApplicationStatus(id: string, status: ApplicationStatus): Promise<AdmissionApplication | null> {
      if (status === "pending") {
        if (!(await repository.findApplication(id))) return null;
        throw conflict("An application cannot be set back to pending once it has been submitted.");
      }
      const updated = await repository.updateStatusFrom(id, "pending", status);
      if (updated) return updated;
      const current = await repository.findApplication(id);
      if (!current) return null;
      throw conflict(
        `This application has already been ${current.status}. Only a pending application can be approved or rejected.`,
      );
    },

    /** Corrects name, email, mobile or education. Null when there is no such application. */
    async updateApplication(id: string, changes: ApplicationEdit): Promise<AdmissionApplication | null> {
      try {
        return await repository.updateApplication(id, changes);
      } catch (error) {
        if (error instanceof EmailTakenError) throw conflict(EMAIL_USED_ELSEWHERE);
        throw error;
      }
    },

    deleteApplication: (id: string) => repository.deleteApplication(id),

    countApplications: () => repository.countApplications(),
  };
}

export type AdmissionsService = ReturnType<typeof createAdmissionsService>;
