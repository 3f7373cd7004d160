/**
 * The client test harness (jest only; production code never imports 'shared-auth/testing').
 * Importing it resets session, storage, query cache and runtime config after every test.
 */
export { renderWithProviders, renderSettled, type RenderOptions, type HarnessResult } from './render';
export { LocationProbe, currentLocation, type ProbedLocation } from './location-probe';
export { resetAuthStore, resetClientState, signInAs, type SignInOptions } from './session';
export { setupMsw, apiPath, recordJson, teachersAll, findTeacher } from './msw';
export {
  TEST_IDS,
  makeUser,
  makeTeacher,
  assignedTo,
  makeSupervisor,
  makeSchool,
  makeAvailableTeacher,
  makeProfileCards,
  makeReleasedTeacher,
  makeRequest,
  makeAdminDashboard,
  dayFromToday,
  programDayFromToday,
} from './fixtures';
