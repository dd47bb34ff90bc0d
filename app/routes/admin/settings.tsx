import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { fieldsWritableBy } from "../../../common/collection";
import { settingsCollection, type SiteSettings } from "../../../common/settings.collection";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { collectionFieldSpecs, collectionValues, type CollectionValues } from "../../components/admin/collection-form";
import { ErrorState, LoadingState } from "../../components/admin/data-state";
import { FormAlert, FormFields } from "../../components/admin/form-field";
import { SubmitButton } from "../../components/admin/modal-form";
import { submitFocusingErrors } from "../../components/admin/submit-focusing-errors";
import { Switch } from "../../components/admin/switch";
import { adminMeta } from "../../lib/admin/admin-meta";
import { useAuth } from "../../lib/admin/auth";
import { refusalLines } from "../../lib/admin/use-save";
import { singletonScreenOf, useSingletonEditor } from "../../lib/admin/use-singleton-editor";
import type { Route } from "./+types/settings";

const { labels, inputSchema } = settingsCollection;
const { resource, loadPath } = singletonScreenOf(settingsCollection);

export const meta: Route.MetaFunction = () => adminMeta(labels.title);

/** The form holds text, as its inputs do (the switch keeps admissions open beside it); the declaration's rules turn the seats into numbers. */
const toValues = (settings: SiteSettings): CollectionValues => collectionValues(settingsCollection, settings, new Date());

/** The inputs of the declared fields, each section's in its order. */
const inputs = collectionFieldSpecs(settingsCollection);
const inputsOf = (names: readonly (keyof SiteSettings)[]) => names.map((name) => inputs.find((input) => input.name === name)!);

const sections = [
  { id: "settings-admissions", title: "Admissions", fields: inputsOf(["academicYear", "intakeDPharm", "intakeBPharm"]), grid: "sm:grid-cols-3" },
  { id: "settings-contact", title: "Contact details", fields: inputsOf(["phone", "email", "address", "addressMr"]), grid: "sm:grid-cols-2" },
  { id: "settings-video", title: "Admissions page video", fields: inputsOf(["admissionsVideoId"]), grid: "sm:grid-cols-2" },
  { id: "settings-grievances", title: "Grievance desk", fields: inputsOf(["grievanceEmail"]), grid: "sm:grid-cols-2" },
  {
    id: "settings-privacy",
    title: "Privacy",
    fields: inputsOf(["privacyOfficerName", "privacyOfficerEmail", "privacyOfficerPhone", "privacyResponseDays", "retentionMonths"]),
    grid: "sm:grid-cols-2",
  },
];

/** The rules of what an account may save: every setting, or, for a role limited to some, those alone (what they parse is what is sent). */
function rulesFor(only: readonly string[] | null) {
  return only ? inputSchema.pick(Object.fromEntries(only.map((name) => [name, true])) as Record<keyof SiteSettings, true>) : inputSchema;
}

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
  const only = user ? fieldsWritableBy(settingsCollection, user.role) : null;
  const settings = useSingletonEditor<SiteSettings, CollectionValues>({
    resource,
    loadPath,
    // What the schema parses is what is sent: an admissions account's save names its year's settings alone.
    schema: rulesFor(only),
    empty: collectionValues(settingsCollection, null, new Date()),
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
          {sectionsShowing(String(form.values.academicYear), admissionsOpen, only).map((section) => (
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
