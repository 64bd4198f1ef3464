/** The browser database's name (database.ts creates it; exists.ts asks whether it is there). */
export const LOCAL_DB_NAME = 'toeic-ace';
