export * from './task';
export * from './observation';
export * from './action';
export * from './report';
export * from './trajectory';
export * from './actiontrail';
export * from './messages';
export { formatIssues } from './issues';
