// The staff screens' test harness (real providers + msw), shared with shared-staff's own tests.
export * from 'shared-staff/src/test-utils/render-with-providers';
