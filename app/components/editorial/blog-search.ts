/**
 * The blog listing's address parameters, on their own so that a page linking to
 * the listing (an article) does not load the listing's filtering code.
 */
export const blogSearchParam = 'q'
export const blogCategoryParam = 'category'

/** The listing's address for a search text and a category (empty values are left out). */
export function blogSearch(params: { query?: string; category?: string }): string {
  const search = new URLSearchParams()
  if (params.query) search.set(blogSearchParam, params.query)
  if (params.category) search.set(blogCategoryParam, params.category)
  const text = search.toString()
  return text ? `?${text}` : ''
}
