/** A LIKE pattern that matches the text literally: the user's % and _ are not wildcards. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
