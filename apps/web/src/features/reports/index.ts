export { PeopleReportLink } from './components/PeopleReportLink';
