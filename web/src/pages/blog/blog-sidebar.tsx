import { BlogSearchBox } from './blog-search-box.tsx';
import { CategoryList } from './category-list.tsx';
import { PopularTags } from './popular-tags.tsx';

/**
 * The blog's sidebar on a category or tag page: the search box (it opens the list
 * at `/blog?q=`), the categories and the popular tags, as on the list itself.
 */
export function BlogSidebar() {
  return (
    <div className="space-y-8">
      <BlogSearchBox />
      <CategoryList />
      <PopularTags />
    </div>
  );
}
