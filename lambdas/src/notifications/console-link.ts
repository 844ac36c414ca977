/**
 * A link that opens one item in the DynamoDB console's item editor, where staff
 * read the whole item and change its status. The console has no documented deep
 * links; this is the item explorer's own address for an item (checked against
 * links other projects build to the same page). Standard AWS partition only.
 */

/** The console page of the item with partition key `id` (no sort key) in `table`. */
export function consoleItemUrl(region: string, table: string, id: string): string {
  const origin = `https://${region}.console.aws.amazon.com`;
  const item = `table=${encodeURIComponent(table)}&itemMode=2&pk=${encodeURIComponent(id)}&sk`;
  return `${origin}/dynamodbv2/home?region=${region}#edit-item?${item}&route=ROUTE_ITEM_EXPLORER`;
}

/**
 * The item explorer's Query page of `table`, where staff pick the status index
 * (a digest names it). The page's address carries the table and the operation;
 * no documented or observed address preselects an index.
 */
export function consoleQueryUrl(region: string, table: string): string {
  const origin = `https://${region}.console.aws.amazon.com`;
  return `${origin}/dynamodbv2/home?region=${region}#item-explorer?operation=QUERY&table=${encodeURIComponent(table)}`;
}
