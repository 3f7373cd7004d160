/** The request an error panel names. */
export const request = (path: string, method = 'GET') => `${method} /api/${path}`;
