/**
 * CSS of a registered customer's recent searches on step 1 (`bs-search-recent`): adopted with
 * the lazy list (RecentSearches.tsx), so a guest's first load does not carry it.
 */
export const recentSearchesCss = `
.bs-search-recent ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--bs-space); }
.bs-search-recent li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
  gap: var(--bs-space); padding: var(--bs-space); background: var(--bs-color-subtle); border-radius: var(--bs-radius); }
`;
