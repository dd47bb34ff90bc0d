import { useDigits } from "../i18n/i18n";

export type DataColumn<Row> = {
  /** Column heading, also the label of each value when rows are stacked on a phone. */
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** The column that names the row (e.g. Name): rendered as a row header and as the card title on phones. */
  rowHeader?: boolean;
  /** A narrow column such as a serial number (a number is written in the page's own digits). */
  narrow?: boolean;
  /** Keep values on one line in the wide table (phone numbers, email addresses). */
  nowrap?: boolean;
};

type DataTableProps<Row> = {
  /** Says what the table lists; read first by screen readers, shown above the table. */
  caption: string;
  /** Keep the caption for screen readers only, when a heading right above already says the same. */
  hideCaption?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
};

/**
 * A real table on wide screens; on phones and tablets each row becomes a card whose values carry their
 * column name, so nothing needs sideways scrolling. The table's meaning comes from its elements alone:
 * today's browsers keep it when table parts are displayed as blocks and grids, and HTML allows no
 * ARIA role on the rows and cells of a table that is a table.
 */
export function DataTable<Row>({ caption, hideCaption = false, columns, rows, rowKey }: DataTableProps<Row>) {
  const digits = useDigits();
  return (
    <div className="lg:card lg:overflow-hidden">
      <table className="block w-full text-left text-sm lg:table lg:border-collapse">
        <caption
          className={
            hideCaption ? "sr-only" : "mb-3 block text-left text-sm font-medium text-muted lg:table-caption lg:px-5 lg:pt-4 lg:pb-3"
          }
        >
          {caption}
        </caption>
        <thead className="sr-only lg:not-sr-only lg:table-header-group">
          <tr className="bg-brand-800 text-white">
            {columns.map((column) => (
              <th
                key={column.header}
               
                scope="col"
                className={`px-4 py-3 text-xs font-semibold tracking-wider whitespace-nowrap uppercase ${column.narrow ? "w-16 text-center" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid gap-4 sm:grid-cols-2 lg:table-row-group">
          {rows.map((row, index) => (
            <tr
              key={rowKey(row, index)}
              className="card relative grid content-start gap-1.5 p-4 pr-14 lg:table-row lg:rounded-none lg:bg-transparent lg:p-0 lg:shadow-none lg:ring-0 lg:odd:bg-surface lg:even:bg-brand-50/50 lg:hover:bg-accent-50"
            >
              {columns.map((column) => {
                const value = column.cell(row);

                if (column.rowHeader) {
                  return (
                    <th
                      key={column.header}
                     
                      scope="row"
                      className="order-first mb-1 text-base font-semibold text-brand-900 lg:order-none lg:mb-0 lg:border-t lg:border-line lg:px-4 lg:py-3.5 lg:text-sm"
                    >
                      {value}
                    </th>
                  );
                }
                if (column.narrow) {
                  // On a card, a serial number is a small badge in the corner rather than a labelled line.
                  return (
                    <td
                      key={column.header}
                     
                      className="absolute top-4 right-4 grid h-7 min-w-7 place-items-center rounded-full bg-brand-50 px-2 text-xs font-bold text-brand-700 ring-1 ring-brand-100 lg:static lg:table-cell lg:h-auto lg:rounded-none lg:bg-transparent lg:px-4 lg:py-3.5 lg:text-center lg:text-sm lg:font-semibold lg:ring-0 lg:border-t lg:border-line"
                    >
                      {typeof value === "number" ? digits(value) : value}
                    </td>
                  );
                }
                return (
                  <td
                    key={column.header}
                   
                    className="grid grid-cols-[6.5rem_1fr] items-baseline gap-x-3 lg:table-cell lg:border-t lg:border-line lg:px-4 lg:py-3.5"
                  >
                    <span aria-hidden="true" className="text-xs font-semibold tracking-wide text-muted uppercase lg:hidden">
                      {column.header}
                    </span>
                    <span className={`min-w-0 [overflow-wrap:anywhere] ${column.nowrap ? "lg:whitespace-nowrap" : ""}`}>{value}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
