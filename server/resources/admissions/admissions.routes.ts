import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import {
  ApplicationEditSchema,
  ApplicationExportQuerySchema,
  ApplicationStatusSchema,
  editableApplicationFields,
} from "../../../common/admission.schema";
import { admissionResource, applyPath, exportPath, figuresPath, receiptLanguages, receiptPath } from "../../../common/admission.resource";
import type { ReceiptApplication } from "../../../common/admission.schema";
import { registerAdminRoutes } from "../../platform/auth/admin-guard";
import { orNotFound, performRead, performWrite, recordIdOf, registerCrudRoutes, writeAnswer } from "../../platform/http/crud-routes";
import { notFound } from "../../platform/http/http-error";
import { parseInput } from "../../platform/http/parse-input";
import type { Services } from "../../services";

const ReceiptParamsSchema = z.object({ token: z.string() });
/** `?lang=mr`: the receipt in Marathi, for a family that applied on a Marathi page; English without. */
const ReceiptQuerySchema = z.object({ lang: z.enum(receiptLanguages, { error: "Language must be en or mr" }).default("en") });
const RECEIPT_NOT_FOUND = "Receipt not found";

/** `attachment; filename=…` for a name of plain ASCII letters, digits, dots and dashes. */
const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** A receipt's PDF as a download named after its application's number. */
function sendReceipt(reply: FastifyReply, { application, pdf }: { application: ReceiptApplication; pdf: Buffer }) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", attachment(`receipt-${application.applicationNumber}.pdf`))
    .header("x-robots-tag", "noindex")
    .send(pdf);
}

/** A body carrying any editable detail is an edit; otherwise it is a decision on the status. */
function isEdit(body: unknown): boolean {
  return (
    typeof body === "object" && body !== null && editableApplicationFields.some((field) => Object.hasOwn(body, field))
  );
}

export async function admissionsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { admissions } = services;
  const resource = admissionResource;

  app.post(applyPath, { config: { public: true } }, async (request, reply) => {
    const application = await admissions.applyForAdmission(request.body, { clientAddress: request.clientAddress });
    return reply.status(201).send({
      success: true,
      message: resource.messages.submitted,
      applicationNumber: application.applicationNumber,
      receiptUrl: application.receiptUrl,
    });
  });

  // Whoever holds the receipt's secret address may read it: the family, from the confirmation
  // page or their email. Any other address, well-formed or not, is the same 404.
  app.get(receiptPath(":token"), async (request, reply) => {
    const { lang } = parseInput(ReceiptQuerySchema, request.query);
    const params = ReceiptParamsSchema.safeParse(request.params);
    const receipt = params.success ? await admissions.renderReceipt(params.data.token, lang, request.clientAddress) : null;
    if (!receipt) throw notFound(RECEIPT_NOT_FOUND);
    return sendReceipt(reply.header("cache-control", "private, no-store"), receipt);
  });

  // Applications carry families' contact details: only an admin reads them.
  registerCrudRoutes(app, resource, {
    auth: services.auth,
    reads: "admin",
    list: admissions.listApplications,
    remove: admissions.deleteApplication,
  });

  registerAdminRoutes(app, services.auth, resource.area, (guarded) => {
    guarded.get(exportPath, async (request, reply) => {
      const query = parseInput(ApplicationExportQuerySchema, request.query);
      const file = await admissions.exportApplications(query);
      // Every family's mobile number and marks leave the site with it: the activity log says who took them.
      await services.audit.record({
        username: request.admin?.username ?? null,
        action: "export",
        resource: resource.key,
        summary: `Downloaded ${file.rows} ${file.rows === 1 ? "application" : "applications"} as ${query.format.toUpperCase()}${query.status ? ` (${query.status} only)` : ""}${query.q ? ", those matching a search" : ""}`,
      });
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", attachment(file.fileName))
        .send(file.body);
    });

    guarded.get(figuresPath, () => admissions.applicationFigures());

    // Each opening of one family's application is personal data read: the activity log names who read which, by its number.
    guarded.get(`${resource.path}/:id`, async (request) => {
      const id = recordIdOf(request, resource);
      const summary = ({ applicationNumber }: { applicationNumber: string }) => `Viewed application ${applicationNumber}`;
      return orNotFound(resource, await performRead(request, { resource, id, summary }, () => admissions.getApplication(id)));
    });

    // The office's copy of a family's receipt, for a family that lost theirs: the same PDF, which leaves the site with whoever took it.
    guarded.get(`${resource.path}/:id/receipt`, async (request, reply) => {
      const { lang } = parseInput(ReceiptQuerySchema, request.query);
      const id = recordIdOf(request, resource);
      const receipt = lang === "mr" ? "the Marathi receipt" : "the receipt";
      const summary = ({ application }: { application: ReceiptApplication }) => `Downloaded ${receipt} of application ${application.applicationNumber}`;
      // Drawn before its entry is written: a drawing may wait its turn in the queue, which no transaction should be held open for.
      const drawn = await admissions.renderReceiptOf(id, lang, request.clientAddress);
      return sendReceipt(reply, orNotFound(resource, await performRead(request, { resource, id, action: "export", summary }, async () => drawn)));
    });

    guarded.put(`${resource.path}/:id`, async (request) => {
      const id = recordIdOf(request, resource);
      if (isEdit(request.body)) {
        const changes = parseInput(ApplicationEditSchema, request.body);
        const application = await performWrite(request, { resource, action: "update", id }, () =>
          admissions.updateApplication(id, changes),
        );
        return writeAnswer(resource, resource.messages.updated, orNotFound(resource, application));
      }
      const { status } = parseInput(ApplicationStatusSchema, request.body);
      const decision = status === "approved" ? "Approved" : "Rejected";
      const application = await performWrite(
        request,
        { resource, action: status === "approved" ? "approve" : "reject", id, summary: ({ name }) => `${decision} the application of ${name}` },
        () => admissions.changeApplicationStatus(id, status),
      );
      return writeAnswer(resource, resource.messages.statusChanged(status), orNotFound(resource, application));
    });

    guarded.post(`${resource.path}/:id/reopen`, async (request) => {
      const id = recordIdOf(request, resource);
      const reopened = await performWrite(
        request,
        { resource, action: "reopen", id, summary: ({ application, was }) => `Set the application of ${application.name} back to pending (it was ${was})` },
        () => admissions.reopenApplication(id),
      );
      return writeAnswer(resource, resource.messages.reopened, orNotFound(resource, reopened).application);
    });
  });
}
