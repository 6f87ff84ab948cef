export * from './task';
export * from './observation';
export * from './action';
export * from './report';
export * from './trajectory';
export * from './actiontrail';
export * from './messages';
export * from './navigation';
export { formatIssues } from './issues';
