/** Main content and the Updates/Docs panel side by side on wide screens; stacked below `lg`. */
export const dealDetailGrid = 'grid min-w-0 grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]';
