export const dealDetailPath = (id: number) => `/deal-detail/${id}`;
