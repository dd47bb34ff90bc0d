export type DataColumn<Row> = {
  /** Column heading, also the label of each value when rows are stacked on a phone. */
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** The column that names the row (e.g. Name): rendered as a row header and as the card title on phones. */
  rowHeader?: boolean;
  /** A narrow column such as a serial number. */
  narrow?: boolean;
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
 * A real table on wide screens; on phones each row becomes a card whose values carry their
 * column name, so nothing needs sideways scrolling. The explicit roles keep the table meaning for
 * screen readers, which some browsers drop once table parts are displayed as blocks.
 */
export function DataTable<Row>({ caption, hideCaption = false, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <div className="md:card md:overflow-hidden">
      <table role="table" className="block w-full text-left text-sm md:table md:border-collapse">
        <caption
          className={
            hideCaption ? "sr-only" : "mb-3 block text-left text-sm font-medium text-muted md:table-caption md:px-5 md:pt-4"
          }
        >
          {caption}
        </caption>
        <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
          <tr role="row" className="bg-brand-800 text-white">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className={`px-4 py-3 text-xs font-semibold tracking-wider whitespace-nowrap uppercase ${column.narrow ? "w-16 text-center" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="grid gap-4 md:table-row-group">
          {rows.map((row, index) => (
            <tr
              role="row"
              key={rowKey(row, index)}
              className="card grid gap-1 p-4 md:table-row md:rounded-none md:bg-transparent md:p-0 md:shadow-none md:ring-0 md:odd:bg-surface md:even:bg-brand-50/50 md:hover:bg-accent-50"
            >
              {columns.map((column) => {
                const value = column.cell(row);
                const label = (
                  <span aria-hidden="true" className="text-xs font-semibold tracking-wide text-muted uppercase md:hidden">
                    {column.header}
                  </span>
                );
                if (column.rowHeader) {
                  return (
                    <th
                      key={column.header}
                      role="rowheader"
                      scope="row"
                      className="order-first text-base font-semibold text-brand-900 md:order-none md:border-t md:border-line md:px-4 md:py-3.5 md:text-sm"
                    >
                      {value}
                    </th>
                  );
                }
                return (
                  <td
                    key={column.header}
                    role="cell"
                    className={`flex flex-wrap items-baseline gap-x-2 md:table-cell md:border-t md:border-line md:px-4 md:py-3.5 ${
                      column.narrow ? "md:text-center md:font-semibold md:text-brand-700" : ""
                    }`}
                  >
                    {label}
                    <span className="min-w-0 break-words">{value}</span>
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
