/** The staff area (issue 11): its page bodies and the shell later staff pages are built in. */
export {LoginPage} from './LoginPage';
export {SetupPage} from './SetupPage';
export {SecondFactorPage} from './SecondFactorPage';
export {SettingsPage} from './SettingsPage';
export {ChatLogsPage} from './chatLogs/ChatLogsPage';
export {UsersPage} from './users/UsersPage';
export {WhitePaperPage} from './whitePapers/WhitePaperPage';
export {StaffShell, type StaffShellProps} from './StaffShell';
export {useStaffSession} from './StaffSession';
export {staffErrorText} from './text';
export {useStaffDates} from './useStaffDates';
export {TrafficPage} from './traffic/TrafficPage';
