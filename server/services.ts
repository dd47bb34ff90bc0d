import type { Config } from "./config";
import type { Database } from "./db/database";
import { createAuthRepository } from "./auth/auth.repository";
import { createAuthService } from "./auth/auth.service";
import { createAdmissionsRepository } from "./admissions/admissions.repository";
import { createAdmissionsService } from "./admissions/admissions.service";
import { createFacultyRepository } from "./faculty/faculty.repository";
import { createFacultyService } from "./faculty/faculty.service";
import { createNewsRepository } from "./news/news.repository";
import { createNewsService } from "./news/news.service";
import { createStaffRepository } from "./staff/staff.repository";
import { createStaffService } from "./staff/staff.service";
import { createAttemptsRepository } from "./rate-limit/attempts.repository";
import { createRateLimiter } from "./rate-limit/rate-limiter";

/**
 * Every operation of the product, wired once. API routes, page loaders and scripts all call
 * these, so each rule is written in one place.
 */
export function createServices(db: Database, _config: Config) {
  const rateLimiter = createRateLimiter(createAttemptsRepository(db));
  return {
    rateLimiter,
    auth: createAuthService(createAuthRepository(db), rateLimiter),
    admissions: createAdmissionsService(createAdmissionsRepository(db), rateLimiter),
    faculty: createFacultyService(createFacultyRepository(db)),
    staff: createStaffService(createStaffRepository(db)),
    news: createNewsService(createNewsRepository(db)),
    // Resource services (API issue) are added here.
  };
}

export type Services = ReturnType<typeof createServices>;
