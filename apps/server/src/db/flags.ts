/** The one place where stored 0/1 flags become booleans and back. */
export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | boolean | null | undefined): boolean => value === true || value === 1;
