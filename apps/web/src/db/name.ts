/** The browser database's name (database.ts creates it; open.ts asks whether it exists). */
export const LOCAL_DB_NAME = 'toeic-ace';
