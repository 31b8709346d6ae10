// The row of a query that returns exactly one by its SQL (an aggregate without GROUP BY, nextval,
// an INSERT … RETURNING of one row): typed as that row, and a loud error should it ever be missing.
export function singleRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("the query returned no row");
  return row;
}
