// Shared by the server-rendered menu and the client category menu.
export const categoryAnchor = (id: number) => `category-${id}`;
