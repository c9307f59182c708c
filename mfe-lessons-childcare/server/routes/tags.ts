/** /api/docs groups the line's calls (lessons, activities, childcare) under its name. */
export const tags = ['lessons-childcare'];
