import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { settingsPath, settingsResource } from "../../../common/settings.resource";
import { settingsFields, settingsLimitedFor, settingsSchemaFor, SiteSettingsSchema, type SiteSettings } from "../../../common/settings.schema";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { ErrorState, LoadingState } from "../../components/admin/data-state";
import { fieldSpecs, FormAlert, FormFields } from "../../components/admin/form-field";
import { SubmitButton } from "../../components/admin/modal-form";
import { submitFocusingErrors } from "../../components/admin/submit-focusing-errors";
import { Switch } from "../../components/admin/switch";
import { adminMeta } from "../../lib/admin/admin-meta";
import { useAuth } from "../../lib/admin/auth";
import { refusalLines } from "../../lib/admin/use-save";
import { useSingletonEditor } from "../../lib/admin/use-singleton-editor";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => adminMeta(settingsResource.labels.title);

const { labels } = settingsResource;

/** The form holds text, as its inputs do; the shared schema turns the seats into numbers. */
type SettingsValues = Record<Exclude<keyof SiteSettings, "admissionsOpen">, string>;

const emptyValues: SettingsValues = {
  academicYear: "",
  intakeDPharm: "",
  intakeBPharm: "",
  phone: "",
  email: "",
  address: "",
  addressMr: "",
  admissionsVideoId: "",
  grievanceEmail: "",
  privacyOfficerName: "",
  privacyOfficerEmail: "",
  privacyOfficerPhone: "",
  privacyResponseDays: "",
  retentionMonths: "",
};

const toValues = (settings: SiteSettings): SettingsValues => ({
  academicYear: settings.academicYear,
  intakeDPharm: String(settings.intakeDPharm),
  intakeBPharm: String(settings.intakeBPharm),
  phone: settings.phone,
  email: settings.email,
  address: settings.address,
  addressMr: settings.addressMr,
  admissionsVideoId: settings.admissionsVideoId,
  grievanceEmail: settings.grievanceEmail,
  privacyOfficerName: settings.privacyOfficerName,
  privacyOfficerEmail: settings.privacyOfficerEmail,
  privacyOfficerPhone: settings.privacyOfficerPhone,
  privacyResponseDays: String(settings.privacyResponseDays),
  retentionMonths: String(settings.retentionMonths),
});

const sections = [
  { id: "settings-admissions", title: "Admissions", fields: fieldSpecs(settingsFields, ["academicYear", "intakeDPharm", "intakeBPharm"]), grid: "sm:grid-cols-3" },
  { id: "settings-contact", title: "Contact details", fields: fieldSpecs(settingsFields, ["phone", "email", "address", "addressMr"]), grid: "sm:grid-cols-2" },
  { id: "settings-video", title: "Admissions page video", fields: fieldSpecs(settingsFields, ["admissionsVideoId"]), grid: "sm:grid-cols-2" },
  { id: "settings-grievances", title: "Grievance desk", fields: fieldSpecs(settingsFields, ["grievanceEmail"]), grid: "sm:grid-cols-2" },
  {
    id: "settings-privacy",
    title: "Privacy",
    fields: fieldSpecs(settingsFields, ["privacyOfficerName", "privacyOfficerEmail", "privacyOfficerPhone", "privacyResponseDays", "retentionMonths"]),
    grid: "sm:grid-cols-2",
  },
];

/**
 * The sections with the academic year's hint written from what is typed and switched now: the
 * words every page will show once saved, so the hint never reads like a preview of something else.
 * `only`: the fields the account's role may change (an admissions account: its year's); the others
 * are not shown, and a section left without a field goes.
 */
function sectionsShowing(academicYear: string, admissionsOpen: boolean, only: readonly string[] | null) {
  const year = academicYear.trim() || "…";
  const banner = admissionsOpen ? `Admissions Open ${year}` : `Admissions ${year} closed`;
  return sections
    .map((section) => ({
      ...section,
      fields: section.fields
        .filter((field) => !only || only.includes(field.name))
        .map((field) => (field.name === "academicYear" ? { ...field, hint: `Every page will show “${banner}”.` } : field)),
    }))
    .filter((section) => section.fields.length > 0);
}

export default function SiteSettingsScreen() {
  const revalidator = useRevalidator();
  const { user } = useAuth();
  const only = user ? settingsLimitedFor(user.role) : null;
  const settings = useSingletonEditor<SiteSettings, SettingsValues>({
    resource: settingsResource,
    loadPath: settingsPath,
    // What the schema parses is what is sent: an admissions account's save names its year's settings alone.
    schema: user ? settingsSchemaFor(user.role) : SiteSettingsSchema,
    empty: emptyValues,
    toValues,
    // The back office's own letterhead shows the address and email too.
    onSaved: () => void revalidator.revalidate(),
  });
  const { form } = settings;
  // The switch holds a yes or no, not text, so it is kept beside the form and sent with it.
  const [admissionsOpen, setAdmissionsOpen] = useState(true);
  useEffect(() => {
    if (settings.data) setAdmissionsOpen(settings.data.admissionsOpen);
  }, [settings.data]);

  return (
    <section>
      <AdminPageHeader
        title={labels.title}
        description={
          only
            ? "Whether admissions are open, the academic year and the seats that the website shows. Every page shows a saved change at once."
            : "The academic year, seats, contact details, video and privacy contacts that the website shows. Every page shows a saved change at once."
        }
      />
      {settings.status === "idle" || settings.status === "loading" ? (
        <LoadingState label="Loading settings..." />
      ) : settings.status === "failed" ? (
        <ErrorState message={settings.error ?? labels.loadFailed} onRetry={settings.reload} />
      ) : (
        <form noValidate onSubmit={submitFocusingErrors(() => settings.save({ admissionsOpen }))} aria-label={labels.title} className="card max-w-3xl space-y-8 p-5 sm:p-6">
          {/* The browser checked the same rules, so this is rare: say what the server said. */}
          <FormAlert title="The settings were not saved:" messages={refusalLines(settings.refusal)} />
          {sectionsShowing(form.values.academicYear, admissionsOpen, only).map((section) => (
            <fieldset key={section.id} className="space-y-4">
              <legend className="mb-3 text-lg font-semibold">{section.title}</legend>
              {section.id === "settings-admissions" && (
                <div>
                  <Switch checked={admissionsOpen} label="Admissions open" onChange={() => setAdmissionsOpen((open) => !open)} />
                  <p className="mt-1 text-xs text-muted">
                    {admissionsOpen
                      ? "The Apply Now form accepts applications."
                      : "The Apply Now page says that admissions for the academic year are closed, and no application is accepted."}
                  </p>
                </div>
              )}
              <FormFields fields={section.fields} values={form.values} errors={form.errors} onChange={form.setValue} idPrefix={section.id} gridClassName={section.grid} />
            </fieldset>
          ))}
          <div className="flex justify-end">
            <SubmitButton saving={settings.saving} label="Save Settings" />
          </div>
        </form>
      )}
    </section>
  );
}
