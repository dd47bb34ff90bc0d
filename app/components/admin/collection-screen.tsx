import { useId, useMemo, useState, type ReactNode } from "react";
import type { Collection } from "../../../common/collection";
import { todayInKolkata } from "../../../common/fields";
import { nextPublication, PUBLICATION_STATES, publicationState, type Publication } from "../../lib/admin/publication";
import { useClock } from "../../lib/admin/use-clock";
import { useDeleteRecord } from "../../lib/admin/use-delete-record";
import type { FormState } from "../../lib/admin/use-form-state";
import { useRecordEditor } from "../../lib/admin/use-record-editor";
import { useResourceList, type ResourceList } from "../../lib/admin/use-resource-list";
import { AdminPageHeader } from "./admin-page-header";
import { PencilIcon, TrashIcon } from "./admin-icons";
import {
  collectionFieldErrors,
  collectionFieldSpecs,
  collectionFormSchema,
  collectionInput,
  collectionValues,
  fieldNamedIn,
  PUBLISH,
  type CollectionValues,
  type PublishChoice,
} from "./collection-form";
import { matchesQuery, recordFacts, sortRecords, titleFieldOf, type CollectionRecord, type RecordFact } from "./collection-list";
import { useConfirm } from "./confirm-dialog";
import { ListStates } from "./data-state";
import { FormAlert, FormFields, type FieldSpec } from "./form-field";
import { FormToggleButton } from "./form-toggle-button";
import { ModalForm } from "./modal-form";
import { publishButtonLabel, PublicationChoice } from "./publication-choice";
import { CardButton } from "./record-card";
import { SearchBox } from "./search-box";
import { PublicationBadge } from "./status-badge";

/** What a kind's own parts of the form may use: its values, their messages, and a change. */
export type CollectionForm = Pick<FormState<CollectionValues>, "values" | "errors" | "setValue">;

/**
 * What a kind adds to the generic screen where its declaration does not say enough, each part
 * optional: a kind with rules of its own (an event's photos, a committee's members, a
 * testimonial's toggle) keeps the screen and adds its parts here.
 */
export type CollectionScreenParts<Item extends CollectionRecord = CollectionRecord> = {
  /** The field that titles a record, where it is not the declaration's search title or first line of text. */
  titleField?: string;
  /** The facts under a record's title, given those the declaration makes. */
  facts?: (record: Item, facts: RecordFact[]) => RecordFact[];
  /** More of a record under its facts (a quote, its photos). */
  rowContent?: (record: Item) => ReactNode;
  /** A record's own buttons before Edit and Delete (a toggle, a move), with the list they change. */
  rowActions?: (record: Item, list: ResourceList<Item>) => ReactNode;
  /** A record drawn by the kind instead of as a row (a card with its photo), given its badge and its Edit and Delete. */
  renderRecord?: (record: Item, standard: { badge: ReactNode; actions: ReactNode }) => ReactNode;
  /** Records in groups, each under its heading, with a filter by group: holidays by year. */
  group?: { label: string; all: string; of: (record: Item) => string };
  /** The form's inputs in this order, where the declaration's does not lay out well (a wide field after the short ones). */
  formOrder?: readonly string[];
  /** Per field, what only the screen knows for its input (a select's current choices, a date's bounds, a whole row). */
  fieldSpecs?: Partial<Record<string, Partial<FieldSpec>>>;
  /** Per field, controls under its input: an upload that fills it. */
  fieldAddons?: Partial<Record<string, (form: CollectionForm) => ReactNode>>;
  /**
   * Form parts after the declared inputs (an event's photos, a committee's members). While a part's
   * work is under way (a photo going up), `holdSave(true)` keeps the form from being saved without it.
   */
  formExtras?: (form: CollectionForm, holdSave: (held: boolean) => void) => ReactNode;
};

type Props<Item extends CollectionRecord> = {
  collection: Collection;
  /** Under the screen's title: what the records are, and where the website shows them. */
  description: string;
  parts?: CollectionScreenParts<Item>;
};

/**
 * The words a screen needs that a declaration may leave out (a singleton has no add or delete), by
 * name, from its messages or else its labels; a screen that needs them finds a missing one when it loads.
 */
export function screenWordsOf<const Name extends string>({ name, messages, labels }: Pick<Collection, "name" | "messages" | "labels">, wanted: readonly Name[]) {
  const words = {} as Record<Name, string>;
  for (const what of wanted) {
    const found = messages[what] ?? labels[what];
    if (!found) throw new Error(`The ${name} screen needs its declaration's "${what}" words`);
    words[what] = found;
  }
  return words;
}

/** The words of a listed kind's screen: what it says after an add, an edit or a delete, and when one fails. */
export const screenWords = (collection: Pick<Collection, "name" | "messages" | "labels">) =>
  screenWordsOf(collection, ["created", "updated", "deleted", "saveFailed", "deleteFailed", "confirmDelete"]);

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The back office's screen of a collection, made from its declaration: the staff's list with its
 * search and filters (by publication, by each declared filter, by the kind's group), each record
 * a row with its title, its facts and its state, and Add and Edit in a dialog whose inputs are
 * the fields, each Marathi twin beside its English field, checked by the server's own schema.
 */
export function CollectionScreen<Item extends CollectionRecord>({ collection, description, parts = {} }: Props<Item>) {
  const { labels, paths, abilities } = collection;
  const words = screenWords(collection);
  const noun = collection.noun;
  // What the list calls the records: the screen's title in small letters, unless the declaration says ("events" under "Event Management").
  const plural = labels.plural ?? labels.title.toLowerCase();
  const resource = { path: paths.admin, key: collection.key, messages: words, labels: words };

  const list = useResourceList<Item>(paths.admin, { failure: labels.loadFailed });
  const now = useClock((at) => (abilities.publishing ? nextPublication(list.items as Partial<Publication>[], at) : null));
  const today = todayInKolkata(now);

  const rules = useMemo(
    () => ({
      edit: collectionFormSchema(collection, { isNew: false, now: () => new Date() }),
      add: collectionFormSchema(collection, { isNew: true, now: () => new Date() }),
      empty: collectionValues(collection, null, new Date()),
    }),
    [collection],
  );
  const editor = useRecordEditor<Item, CollectionValues>({
    resource,
    schema: rules.edit,
    createSchema: rules.add,
    empty: rules.empty,
    toValues: (item) => collectionValues(collection, item, new Date()),
    toInput: (values) => collectionInput(collection, values),
    fieldErrorsOf: (error) => collectionFieldErrors(collection, error),
    onSaved: (saved, mode) => {
      if (!saved) list.reload();
      else if (mode === "add") list.appendItem(saved);
      else list.replaceItem(saved);
    },
  });
  const { confirm, confirmDialog } = useConfirm();
  const { deleteRecord, deletingId } = useDeleteRecord<Item>({ resource, confirm, onDeleted: (item) => list.removeItem(item._id) });

  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState<Record<string, string>>({});
  const setFilter = (name: string) => (value: string) => setFilters((current) => ({ ...current, [name]: value }));

  const titleField = parts.titleField ?? titleFieldOf(collection);
  const declaredFilters = (collection.filters ?? []).map((name) => ({ name, field: collection.fields[name]! }));
  const groupOf = parts.group?.of;
  const stateOf = (item: Item) => publicationState(item as unknown as Publication, now);
  const shown = sortRecords(list.items, collection.adminOrder).filter(
    (item) =>
      matchesQuery(collection, item, query) &&
      (!filters.state || stateOf(item) === filters.state) &&
      declaredFilters.every(({ name }) => !filters[name] || item[name] === filters[name]) &&
      (!groupOf || !filters.group || groupOf(item) === filters.group),
  );
  const groups = groupOf ? [...new Set(sortRecords(list.items, collection.adminOrder).map(groupOf))] : [];
  const narrowed = query.trim() !== "" || Object.values(filters).some(Boolean);

  const [saveHeld, holdSave] = useState(false);
  const formOpen = editor.mode !== "closed";
  const editing = editor.mode === "edit" ? editor.editing : null;
  const current = editing && abilities.publishing ? stateOf(editing) : undefined;
  const submitLabel = abilities.publishing
    ? publishButtonLabel(editor.form.values[PUBLISH] as PublishChoice, current)
    : editing
      ? "Save Changes"
      : `Add ${capitalized(noun)}`;
  const declaredSpecs = collectionFieldSpecs(collection, parts.fieldSpecs);
  const fieldSpecs = parts.formOrder ? parts.formOrder.map((name) => declaredSpecs.find((spec) => spec.name === name)!) : declaredSpecs;
  const addons = Object.fromEntries(Object.entries(parts.fieldAddons ?? {}).map(([name, addon]) => [name, addon?.(editor.form)]));
  // The server's messages that name a field stand beside it; the others above the form.
  const unplaced = editor.serverErrors.filter((message) => !fieldNamedIn(collection, message));

  function recordView(item: Item, headingLevel: 3 | 4) {
    const badge = abilities.publishing ? <PublicationBadge publication={item as unknown as Publication} now={now} /> : null;
    const title = String(item[titleField] ?? "");
    const actions = (
      <>
        {parts.rowActions?.(item, list)}
        <CardButton label={`Edit ${title}`} onClick={() => editor.openEdit(item)}>
          <PencilIcon /> Edit
        </CardButton>
        <CardButton tone="danger" label={`Delete ${title}`} disabled={deletingId === item._id} onClick={() => deleteRecord(item)}>
          <TrashIcon /> {deletingId === item._id ? "Deleting…" : "Delete"}
        </CardButton>
      </>
    );
    if (parts.renderRecord) return parts.renderRecord(item, { badge, actions });
    const { tags, facts } = recordFacts(collection, item, { today, now, titleField });
    return (
      <RecordRow
        title={title}
        titleMr={String(item[`${titleField}Mr`] ?? "")}
        headingLevel={headingLevel}
        badge={badge}
        tags={tags}
        facts={parts.facts ? parts.facts(item, facts) : facts}
        actions={actions}
      >
        {parts.rowContent?.(item)}
      </RecordRow>
    );
  }

  const rows = (items: readonly Item[], headingLevel: 3 | 4) => (
    <ul className="card divide-y divide-line">
      {items.map((item) => (
        <li key={item._id}>{recordView(item, headingLevel)}</li>
      ))}
    </ul>
  );

  return (
    <section>
      <AdminPageHeader title={labels.title} description={description}>
        <FormToggleButton open={formOpen} addLabel={`Add ${capitalized(noun)}`} onOpen={editor.openAdd} onClose={editor.close} />
      </AdminPageHeader>

      <h2 className="mb-3 text-lg font-semibold">All {plural}</h2>
      <div className="mb-2 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="sm:min-w-64 sm:flex-1">
          <SearchBox label={`Search ${plural}`} placeholder={`Search ${plural}`} value={query} onChange={setQuery} />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          {abilities.publishing && (
            <FilterSelect label="State" value={filters.state ?? ""} onChange={setFilter("state")} options={[{ value: "", label: "Any state" }, ...PUBLICATION_STATES]} />
          )}
          {declaredFilters.map(({ name, field }) => (
            <FilterSelect
              key={name}
              label={field.description.label}
              value={filters[name] ?? ""}
              onChange={setFilter(name)}
              options={[
                { value: "", label: `Any ${field.description.label.toLowerCase()}` },
                ...(field.description.options ?? (field.choices ?? []).map((value) => ({ value, label: value }))),
              ]}
            />
          ))}
          {parts.group && groups.length > 0 && (
            <FilterSelect
              label={parts.group.label}
              value={filters.group ?? ""}
              onChange={setFilter("group")}
              options={[{ value: "", label: parts.group.all }, ...groups.map((group) => ({ value: group, label: group }))]}
            />
          )}
        </div>
      </div>
      <p aria-live="polite" className="mb-3 text-sm text-muted">
        {list.status === "succeeded" && narrowed ? `${shown.length} of ${list.items.length} ${plural} shown` : ""}
      </p>

      <ListStates
        status={list.status}
        loading={`Loading ${plural}…`}
        failure={list.error ?? labels.loadFailed}
        empty={list.items.length === 0 ? `No ${plural} yet. Add the first one.` : `No ${plural} match the search and filters.`}
        isEmpty={shown.length === 0}
        onRetry={list.reload}
      >
        {groupOf ? (
          <div className="space-y-6">
            {groups
              .filter((group) => shown.some((item) => groupOf(item) === group))
              .map((group) => (
                <GroupSection key={group} heading={group}>
                  {rows(
                    shown.filter((item) => groupOf(item) === group),
                    4,
                  )}
                </GroupSection>
              ))}
          </div>
        ) : (
          rows(shown, 3)
        )}
      </ListStates>

      <ModalForm
        open={formOpen}
        title={editing ? `Edit ${capitalized(noun)}` : `Add ${capitalized(noun)}`}
        submitLabel={submitLabel}
        saving={editor.saving || saveHeld}
        onSubmit={editor.save}
        onClose={editor.close}
        // Wide enough for an English text and its Marathi twin side by side.
        size={fieldSpecs.some((spec) => spec.type === "textarea" && spec.wide === false) ? "xl" : "lg"}
      >
        <FormAlert title="Please correct the following:" messages={unplaced} />
        <FormFields
          fields={fieldSpecs}
          values={editor.form.values}
          errors={editor.form.errors}
          onChange={editor.form.setValue}
          idPrefix={collection.key}
          addons={addons}
        />
        {parts.formExtras?.(editor.form, holdSave)}
        {abilities.publishing && (
          <PublicationChoice idPrefix={collection.key} values={editor.form.values} errors={editor.form.errors} onChange={editor.form.setValue} current={current} />
        )}
      </ModalForm>
      {confirmDialog}
    </section>
  );
}

type RowProps = {
  title: string;
  titleMr: string;
  headingLevel: 3 | 4;
  badge: ReactNode;
  tags: readonly string[];
  facts: readonly RecordFact[];
  actions: ReactNode;
  children?: ReactNode;
};

/** One record in the list: its title (and its Marathi title), its state and tags, its facts, and its buttons. */
function RecordRow({ title, titleMr, headingLevel, badge, tags, facts, actions, children }: RowProps) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:p-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading id={titleId} className="font-sans text-base font-semibold break-words text-ink">
            {title}
          </Heading>
          {badge}
          {tags.map((tag) => (
            <span key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
              {tag}
            </span>
          ))}
        </div>
        {titleMr && (
          <p lang="mr" className="mt-0.5 text-sm break-words text-muted">
            {titleMr}
          </p>
        )}
        {facts.length > 0 && (
          <dl className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {facts.map((fact) => (
              <div key={fact.name} className="flex min-w-0 gap-1.5">
                <dt className="text-muted">{fact.label}:</dt>{" "}
                <dd className="min-w-0 break-words text-ink">
                  {fact.href ? (
                    <a href={fact.href} target="_blank" rel="noreferrer" className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                      {fact.text}
                    </a>
                  ) : fact.dateTime ? (
                    <time dateTime={fact.dateTime}>{fact.text}</time>
                  ) : (
                    fact.text
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {children}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
    </article>
  );
}

function GroupSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 font-sans text-base font-semibold text-muted">
        {heading}
      </h3>
      {children}
    </section>
  );
}

type FilterSelectProps = { label: string; value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[] };

/** A filter of the list: its label above, its choices. */
function FilterSelect({ label, value, onChange, options }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="sm:w-44">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted">
        {label}
      </label>
      <select id={id} value={value} className="field-input" onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
