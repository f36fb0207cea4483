/**
 * The id of the JSON data block in a page drawn on the server that holds the answers it was drawn
 * with: the server writes it (api/http/page-html.ts), the browser's query cache starts with it
 * (web/app/server-state.ts).
 */
export const SERVER_STATE_ID = 'server-state';
